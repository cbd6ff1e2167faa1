import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate, type Translate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { formatMoney } from '../core/formatMoney.js';
import { buildLetter, complaintBodies, type LetterParams } from './_lib/letterBuild.js';
import { addPeriod } from './_lib/letterDates.js';
import { formatHour, readOptionalText } from './_lib/letterInputs.js';
import type { ComplaintBody, ConsumerRight, LegalDeadline, LetterTemplate, PeriodUnit } from './_lib/letterTypes.js';
import { BRIEF_COLLECTION_RIGHTS_MESSAGES, type BriefCollectionRightsKey as Key } from './messages/briefCollectionRights.js';
import { AU_COLLECTION_GUIDELINE } from './rules/collectionsAu.js';
import { CA_ONTARIO_CONTACT, CA_ONTARIO_HOURS } from './rules/collectionsCa.js';
import { UK_AGREEMENT_REQUEST, UK_CONC7, UK_FOS_LIMITS, UK_PRESCRIBED_PERIOD } from './rules/collectionsUk.js';
import {
  US_ASSUMED_RECEIPT,
  US_CALL_FREQUENCY,
  US_CALLING_HOURS,
  US_CEASE_COMMUNICATION,
  US_FDCPA_DAMAGES,
  US_FDCPA_SUIT_DEADLINE,
  US_VALIDATION,
} from './rules/collectionsUs.js';
import { US_LEGAL_PUBLIC_HOLIDAYS } from './rules/collectionsUsHolidays.js';
import { AU_IDR } from './rules/disputeAu.js';
import { NEGOTIATION_AU_HARDSHIP } from './rules/negotiationAuHardship.js';
import { NEGOTIATION_UK_BREATHING_SPACE } from './rules/negotiationUkBreathingSpace.js';
import { SETTLEMENT_TIME_BARRED_SUIT_BAN } from './rules/settlementTimeBarredSuitBan.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'briefCollectionRights';
const PROVINCIAL_ACTS = 'provincial collection agency acts, e.g. Ontario R.S.O. 1990 c. C.14';

/** What the consumer tells us about the collection. */
export interface BriefCollectionRightsInput {
  /** Jurisdiction: US (default), UK, CA or AU. */
  readonly country?: DebtCountry;
  /** The collector's name (at most 200 characters); filled into the letters, `{collector}` stays visible when absent. */
  readonly collector?: string;
  /** Free text about the situation (at most 500 characters); added to the validation letter and scanned for tips. */
  readonly situation?: string;
}

/** Options of {@link briefCollectionRights}. */
export interface BriefCollectionRightsOptions {
  /** ISO date (YYYY-MM-DD): picks the rules in force and dates the letters and estimated deadlines. */
  readonly asOf: string;
  /** Language of the narrative and letters: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** Situations recognized in the `situation` text (English or Spanish keywords). */
export type CollectionSituationFlag = 'harassment' | 'not_mine' | 'old_debt' | 'lawsuit' | 'paid';

/** Result of {@link briefCollectionRights}. */
export interface BriefCollectionRightsResult extends RuleCitations {
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly collector: string | null;
  readonly situation: string | null;
  /** The consumer's rights against collectors, each with its provision. */
  readonly rights: readonly ConsumerRight[];
  /** Legal periods, dated as if their trigger happened on `asOf` (estimates). */
  readonly deadlines: readonly LegalDeadline[];
  /** `debt_validation_request` and `cease_and_desist`, filled with what was given. */
  readonly letters: readonly LetterTemplate[];
  readonly situation_flags: readonly CollectionSituationFlag[];
  readonly situation_tips: readonly string[];
  /** Where to report violations, from the `regulators` rule table. */
  readonly reporting_resources: readonly ComplaintBody[];
  readonly warnings: readonly string[];
  readonly narrative: string;
}

// Keyword stems per flag, matched in lower case at the start of a word of the situation text.
const SITUATION_KEYWORDS: Readonly<Record<CollectionSituationFlag, readonly string[]>> = {
  harassment: ['harass', 'call', 'threat', 'abus', 'acos', 'llama', 'amenaz'],
  not_mine: ['not mine', 'not my debt', "don't owe", 'never owed', 'identity', 'fraud', 'no es mía', 'no es mia', 'identidad', 'fraude'],
  old_debt: ['old', 'time-barred', 'time barred', 'years ago', 'statute', 'antigua', 'prescri', 'hace años', 'hace anos'],
  lawsuit: ['sue', 'lawsuit', 'court', 'summons', 'judgment', 'demanda', 'tribunal', 'juzgado', 'citación', 'citacion'],
  paid: ['paid', 'settled', 'pagad', 'pagué', 'pague', 'liquid'],
};

interface CountryPart {
  readonly rights: ConsumerRight[];
  readonly deadlines: LegalDeadline[];
  readonly letterParams: LetterParams;
  readonly narrativeParams: LetterParams;
}

/**
 * Briefs a consumer on their rights against debt collectors in the US (FDCPA, Regulation F), the UK (FCA CONC 7,
 * Consumer Credit Act ss77-78, breathing space, Financial Ombudsman), Canada (provincial collection agency acts,
 * Ontario's figures) or Australia (ACCC/ASIC guideline, hardship, AFCA): the rights with their provisions, the
 * deadlines dated from `asOf`, a debt validation request and a cease-and-desist letter filled with the collector's
 * name, and where to report violations.
 *
 * @remarks
 * Deadlines are estimates: each states its trigger ("if you received the notice today") and `due_date` is computed as
 * if that trigger happened on `asOf`. Letters keep a visible placeholder for what only the consumer knows
 * (`{your_name}`, `{your_address}`, `{account_number}`, `{collector_address}`) and for `{collector}` when no
 * collector was given.
 *
 * @param input - See {@link BriefCollectionRightsInput}.
 * @param options - See {@link BriefCollectionRightsOptions}.
 * @returns The brief; see {@link BriefCollectionRightsResult}.
 * @throws {@link GuidekitError} `invalid_date` (asOf), `invalid_lang` (lang), `invalid_value` (country, or a blank
 *   collector/situation), `too_big` (collector over 200 or situation over 500 characters), `out_of_range` (asOf before
 *   the country's rules took effect).
 * @example
 * ```ts
 * const brief = briefCollectionRights({ country: 'US', collector: 'Acme Recovery' }, { asOf: '2026-11-22' });
 * brief.letters[0].body.includes('Acme Recovery') //=> true
 * ```
 * @see spec: Debt Elimination Guidance Service (debtCollections: rights brief, validation and cease-and-desist letters, violation reporting)
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1006/
 * @see https://www.handbook.fca.org.uk/handbook/CONC/7/
 */
export function briefCollectionRights(input: BriefCollectionRightsInput, options: BriefCollectionRightsOptions): BriefCollectionRightsResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const collector = readOptionalText(input?.collector, { fn: FN, field: 'collector', max: 200 });
  const situation = readOptionalText(input?.situation, { fn: FN, field: 'situation', max: 500 });
  const t = createTranslate(BRIEF_COLLECTION_RIGHTS_MESSAGES, lang);
  const applied: AppliedRule<unknown>[] = [];
  const use = <T>(rule: AppliedRule<T>): AppliedRule<T> => {
    applied.push(rule);
    return rule;
  };
  const ctx: PartContext = { asOf, lang, t, use };
  const part = country === 'US' ? usPart(ctx) : country === 'UK' ? ukPart(ctx) : country === 'CA' ? caPart(ctx) : auPart(ctx);

  const letterParams: LetterParams = { date: asOf, ...(collector === null ? {} : { collector }), ...part.letterParams };
  const appendix = situation === null ? undefined : t('letter_situation_line', { situation });
  const letters = (['debt_validation_request', 'cease_and_desist'] as const).map((id) =>
    buildLetter(BRIEF_COLLECTION_RIGHTS_MESSAGES, lang, {
      id,
      title: `letter_title_${id}`,
      sendTo: 'letter_send_to',
      body: `letter_body_${country}_${id}`,
      params: letterParams,
      ...(id === 'debt_validation_request' && appendix !== undefined ? { appendix } : {}),
    }),
  );

  const text = ` ${(situation ?? '').toLowerCase()}`;
  const atWordStart = (stem: string) => new RegExp(`[^\\p{L}]${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text);
  const flags = (Object.keys(SITUATION_KEYWORDS) as CollectionSituationFlag[]).filter((flag) => SITUATION_KEYWORDS[flag].some(atWordStart));

  const { bodies, applied: regulatorRules } = complaintBodies(country, { asOf, lang, topic: 'collections' });
  applied.push(...regulatorRules);

  return {
    country,
    currency: DEBT_CURRENCIES[country],
    collector,
    situation,
    rights: part.rights,
    deadlines: part.deadlines,
    letters,
    situation_flags: flags,
    situation_tips: flags.map((flag) => t(`tip_${flag}`)),
    reporting_resources: bodies,
    warnings: [t(`warn_${country}`), t('warn_not_legal_advice')],
    narrative: t(`narrative_${country}`, { collector: collector ?? t('the_collector'), bodies: bodies.map((b) => b.name).join(', '), ...part.narrativeParams }),
    ...citeRules(applied, { lang }),
  };
}

interface PartContext {
  readonly asOf: string;
  readonly lang: ShippedLanguage;
  readonly t: Translate<Key>;
  readonly use: <T>(rule: AppliedRule<T>) => AppliedRule<T>;
}

function right(id: string, summary: string, rule: AppliedRule<{ readonly citation: string }>, citation = rule.value.citation): ConsumerRight {
  return { id, summary, citation, rule_id: rule.id };
}

function deadline(id: string, description: string, period: number, unit: PeriodUnit, due: string | null, ruleId: string): LegalDeadline {
  return { id, description, period, unit, due_date: due, estimate: true, rule_id: ruleId };
}

function usPart({ asOf, lang, t, use }: PartContext): CountryPart {
  const v = use(requireRule(US_VALIDATION, asOf));
  const hours = use(requireRule(US_CALLING_HOURS, asOf));
  const cease = use(requireRule(US_CEASE_COMMUNICATION, asOf));
  const damages = use(requireRule(US_FDCPA_DAMAGES, asOf));
  const suit = use(requireRule(US_FDCPA_SUIT_DEADLINE, asOf));
  const frequency = pickRule(US_CALL_FREQUENCY, asOf);
  const timeBarred = pickRule(SETTLEMENT_TIME_BARRED_SUIT_BAN, asOf);
  const receipt = pickRule(US_ASSUMED_RECEIPT, asOf);
  const holidays = receipt === undefined ? undefined : pickRule(US_LEGAL_PUBLIC_HOLIDAYS, asOf);
  const c = (rule: AppliedRule<{ readonly citation: string }>) => rule.value.citation;

  const rights: ConsumerRight[] = [
    right('validation_notice', t('right_us_validation', { notice_days: v.value.notice_days, citation: c(v) }), v),
    right('dispute_in_writing', t('right_us_dispute', { period_days: v.value.validation_period_days, citation: c(v) }), v),
    right('calling_hours', t('right_us_hours', { earliest: formatHour(hours.value.earliest_hour, lang), latest: formatHour(hours.value.latest_hour, lang), citation: c(hours) }), hours),
  ];
  if (frequency !== undefined) {
    use(frequency);
    const f = frequency.value;
    rights.push(right('call_frequency', t('right_us_frequency', { max_calls: f.max_calls_in_7_days, days: 7, quiet_days: f.quiet_days_after_conversation, citation: f.citation }), frequency));
  }
  rights.push(right('cease_communication', t('right_us_cease', { citation: c(cease) }), cease));
  if (timeBarred !== undefined) rights.push(right('time_barred_suit_ban', t('right_us_time_barred', { citation: c(use(timeBarred)) }), timeBarred));
  rights.push(
    right('statutory_damages', t('right_us_damages', { amount: formatMoney(damages.value.individual_max_usd, { currency: 'USD', lang }), citation: c(damages) }), damages),
    right('suit_deadline', t('right_us_suit_deadline', { years: suit.value.years, citation: c(suit) }), suit),
  );

  const period = v.value.validation_period_days;
  const deadlines: LegalDeadline[] = [
    deadline('validation_notice_due', t('deadline_us_validation_notice'), v.value.notice_days, 'calendar_days', addPeriod(asOf, v.value.notice_days, 'calendar_days'), v.id),
    deadline('validation_period_end_if_received_today', t('deadline_us_validation_received'), period, 'calendar_days', addPeriod(asOf, period, 'calendar_days'), v.id),
  ];
  if (receipt !== undefined && holidays !== undefined) {
    use(receipt);
    use(holidays);
    const received = addPeriod(asOf, receipt.value.business_days, 'business_days', { holidays: holidays.value });
    deadlines.push(
      deadline('validation_period_end_if_mailed_today', t('deadline_us_validation_mailed', { days: receipt.value.business_days }), period, 'calendar_days', addPeriod(received, period, 'calendar_days'), receipt.id),
    );
  }
  deadlines.push(deadline('fdcpa_suit_deadline', t('deadline_us_fdcpa_suit'), suit.value.years, 'years', addPeriod(asOf, suit.value.years, 'years'), suit.id));
  return { rights, deadlines, letterParams: {}, narrativeParams: { period_days: period } };
}

function ukPart({ asOf, t, use }: PartContext): CountryPart {
  const conc = use(requireRule(UK_CONC7, asOf));
  const agreement = use(requireRule(UK_AGREEMENT_REQUEST, asOf));
  const fos = use(requireRule(UK_FOS_LIMITS, asOf));
  const prescribed = pickRule(UK_PRESCRIBED_PERIOD, asOf);
  const breathing = pickRule(NEGOTIATION_UK_BREATHING_SPACE, asOf);
  const fee = agreement.value.fee_gbp;

  const rights: ConsumerRight[] = [
    right('fair_treatment_in_arrears', t('right_uk_conc7', { citation: conc.value.citation }), conc),
    right('agreement_request', t('right_uk_agreement', { fee, citation: agreement.value.citation }), agreement),
  ];
  if (breathing !== undefined) {
    use(breathing);
    rights.push(right('breathing_space', t('right_uk_breathing_space', { days: breathing.value.standard_days, citation: breathing.value.citation }), breathing));
  }
  rights.push(right('ombudsman', t('right_uk_fos', { weeks: fos.value.firm_response_weeks, months: fos.value.referral_months, citation: fos.value.citation }), fos));

  const deadlines: LegalDeadline[] = [];
  if (prescribed !== undefined) {
    use(prescribed);
    deadlines.push(deadline('agreement_request_reply', t('deadline_uk_agreement', { days: prescribed.value.working_days, fee }), prescribed.value.working_days, 'working_days', null, prescribed.id));
  }
  const weeks = fos.value.firm_response_weeks;
  const months = fos.value.referral_months;
  deadlines.push(
    deadline('firm_final_response', t('deadline_uk_fos_firm'), weeks, 'weeks', addPeriod(asOf, weeks, 'weeks'), fos.id),
    deadline('ombudsman_referral', t('deadline_uk_fos_referral'), months, 'months', addPeriod(asOf, months, 'months'), fos.id),
  );
  if (breathing !== undefined) {
    const days = breathing.value.standard_days;
    deadlines.push(deadline('breathing_space_end', t('deadline_uk_breathing_space'), days, 'calendar_days', addPeriod(asOf, days, 'calendar_days'), breathing.id));
  }
  return { rights, deadlines, letterParams: { fee }, narrativeParams: {} };
}

function caPart({ asOf, lang, t, use }: PartContext): CountryPart {
  const contact = use(requireRule(CA_ONTARIO_CONTACT, asOf));
  const hours = pickRule(CA_ONTARIO_HOURS, asOf);
  const c = contact.value;
  const rights: ConsumerRight[] = [
    right('provincial_law', t('right_ca_provincial', { citation: PROVINCIAL_ACTS }), contact, PROVINCIAL_ACTS),
    right('written_notice_first', t('right_ca_notice', { days: c.notice_wait_days, citation: c.citation }), contact),
    right('contact_limit', t('right_ca_contacts', { max: c.max_contacts_in_7_days, citation: c.citation }), contact),
  ];
  if (hours !== undefined) {
    use(hours);
    const h = hours.value;
    const f = (hour: number) => formatHour(hour, lang);
    rights.push(
      right('contact_hours', t('right_ca_hours', { sunday_start: f(h.sunday_start), sunday_end: f(h.sunday_end), weekday_start: f(h.weekday_start), weekday_end: f(h.weekday_end), citation: h.citation }), hours),
    );
  }
  const deadlines = [
    deadline('notice_wait_end', t('deadline_ca_notice_wait'), c.notice_wait_days, 'calendar_days', addPeriod(asOf, c.notice_wait_days, 'calendar_days'), contact.id),
  ];
  return { rights, deadlines, letterParams: {}, narrativeParams: {} };
}

function auPart({ asOf, lang, t, use }: PartContext): CountryPart {
  const guideline = use(requireRule(AU_COLLECTION_GUIDELINE, asOf));
  const hardship = pickRule(NEGOTIATION_AU_HARDSHIP, asOf);
  const idr = pickRule(AU_IDR, asOf);
  const g = guideline.value;
  const f = (hour: number) => formatHour(hour, lang);
  const rights: ConsumerRight[] = [
    right('contact_frequency', t('right_au_frequency', { week: g.max_contacts_per_week, month: g.max_contacts_per_month, citation: g.citation }), guideline),
    right('contact_hours', t('right_au_hours', { weekday_start: f(g.weekday_start), weekday_end: f(g.weekday_end), weekend_start: f(g.weekend_start), weekend_end: f(g.weekend_end), citation: g.citation }), guideline),
  ];
  const deadlines: LegalDeadline[] = [];
  if (hardship !== undefined) {
    use(hardship);
    const days = hardship.value.information_request_days;
    rights.push(right('hardship_notice', t('right_au_hardship', { days, citation: hardship.value.citation }), hardship));
    deadlines.push(deadline('hardship_information_request', t('deadline_au_hardship'), days, 'calendar_days', addPeriod(asOf, days, 'calendar_days'), hardship.id));
  }
  if (idr !== undefined) {
    use(idr);
    const days = idr.value.standard_days;
    rights.push(right('complaint_and_afca', t('right_au_afca', { days, hardship_days: idr.value.hardship_days, citation: idr.value.citation }), idr));
    deadlines.push(deadline('complaint_response', t('deadline_au_idr'), days, 'calendar_days', addPeriod(asOf, days, 'calendar_days'), idr.id));
  }
  return { rights, deadlines, letterParams: {}, narrativeParams: { week: g.max_contacts_per_week } };
}
