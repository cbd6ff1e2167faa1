import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { formatMoney } from '../core/formatMoney.js';
import Decimal from 'decimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import type { AppliedRule, RuleTable } from '../core/ruleTable.js';
import { US_JURISDICTION_CODES, US_LIMITATION_PERIODS } from '../debt/rules/limitationPeriodsUs.js';
import { compactKey, normalizeWords } from './_lib/normalizeWords.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { COMPARE_EDUCATION_BENEFITS_MESSAGES } from './messages/compareEducationBenefits.js';
import { EDUCATION_PROGRAMS_ABROAD } from './rules/educationCountries.js';
import { CHAPTER_1606_RATES, CHAPTER_30_RATES, CHAPTER_33_RATES, CHAPTER_35_RATES, type MonthlyRates } from './rules/educationRatesUs.js';
import { CHAPTER_33_TIERS } from './rules/educationTiers.js';
import { scopeVeteranCountry, type CountryScope, type ScopeVeteranCountryResult } from './scopeVeteranCountry.js';
import type { NamedProgram } from './planHomeLoan.js';

/** The compared chapters, in the spec's order. */
export const EDUCATION_CHAPTERS = ['33', '30', '35', '1606', '31'] as const;
/** A compared chapter, or `'32'` (VEAP, answered with a legacy note). */
export type EducationChapter = (typeof EDUCATION_CHAPTERS)[number] | '32';

/** Accepted spellings of `chapter`, folded with `compactKey` (documented in docs/vet-education-home-discounts.md). */
const CHAPTER_ALIASES: Readonly<Record<string, EducationChapter>> = {
  '33': '33', post911: '33', post911gibill: '33', pgib: '33', fry: '33',
  '30': '30', mgib: '30', mgibad: '30', montgomery: '30', montgomerygibill: '30',
  '35': '35', dea: '35',
  '1606': '1606', mgibsr: '1606', selectedreserve: '1606',
  '31': '31', vre: '31', vrande: '31', vocrehab: '31', veteranreadiness: '31',
  '32': '32', veap: '32',
};

/** What {@link compareEducationBenefits} compares. */
export interface EducationInput {
  /** Chapter of interest: 33, 30, 35, 1606, 31 (or post-9/11, mgib, mgib-sr, dea, vr&e, veap). All are compared anyway. */
  readonly chapter?: string;
  /** Branch of service in plain words (Army, Navy, Coast Guard, National Guard, Reserve, …). */
  readonly branch?: string;
  /** Where the school is: a US ZIP code, a state, `online`, or a place abroad. */
  readonly school_location?: string;
  /** Number of dependents (0–30). */
  readonly dependents?: number;
  /**
   * Days of aggregate active duty after 2001-09-10, for the chapter 33 percentage (VA's unit: 545 days → 70%).
   * Not a declared parameter of the spec. Give this or `service_months`, not both.
   */
  readonly service_days?: number;
  /**
   * Whole months of active duty after 2001-09-10, for the chapter 33 percentage, matched to the month labels VA prints
   * beside its day counts (18 months → 70%). Not a declared parameter of the spec.
   */
  readonly service_months?: number;
  /** Country whose programs to describe (see `scopeVeteranCountry`). */
  readonly country?: string;
}

/** Options of {@link compareEducationBenefits}. */
export interface CompareEducationBenefitsOptions {
  /** ISO date (YYYY-MM-DD) whose rates apply. Required. */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** One chapter in the comparison. */
export interface ChapterComparison {
  readonly chapter: Exclude<EducationChapter, '32'>;
  readonly name: string;
  readonly who_qualifies: string;
  readonly tuition: string;
  readonly housing: string;
  readonly transfer: string;
  /** Full-time monthly rate paid to the student (chapters 30, 35, 1606), else null. */
  readonly monthly_full_time: Decimal | null;
  /** Reduced rates where encoded. */
  readonly monthly_three_quarter_time: Decimal | null;
  readonly monthly_half_time: Decimal | null;
  /** Chapter 33 private-school cap and books maximum for the academic year, else null. */
  readonly private_tuition_cap: Decimal | null;
  readonly books_annual_max: Decimal | null;
  /** Period the rates cover: first and last day; `stale` when asOf is after the last encoded period. */
  readonly rate_period: { readonly effective: string; readonly valid_through: string; readonly stale: boolean } | null;
  readonly notes: readonly string[];
}

/** What {@link compareEducationBenefits} returns. */
export interface CompareEducationBenefitsResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** Currency of every amount, in fields and text: the paying country's (USD for the US); null for an unmapped country. */
  readonly currency: ScopeVeteranCountryResult['currency'];
  readonly summary: string;
  readonly selected_chapter: EducationChapter | null;
  readonly chapters: readonly ChapterComparison[];
  readonly chapter33_tiers: {
    readonly tiers: readonly { readonly min_days: number; readonly min_months: number; readonly percent: number; readonly service: string }[];
    readonly other_paths: readonly string[];
    /** The percentage for the service given (`service_days`, else `service_months`); null when neither was sent. */
    readonly eligibility_percent: number | null;
  } | null;
  readonly housing_allowance: { readonly basis: 'zip' | 'state' | 'online' | 'other' | 'not_given'; readonly school_location: string | null; readonly online_rate: Decimal | null; readonly detail: string } | null;
  readonly transfer_to_dependents: readonly string[];
  readonly local_programs: readonly NamedProgram[];
  readonly veteran_specific_program_exists: boolean | null;
  readonly notes: readonly string[];
  readonly disclaimer: string;
  readonly next_calls: readonly string[];
}

const FN = 'compareEducationBenefits';
/** Most days of service accepted (50 years), matching `service_months`' bound of 600 months. */
export const MAX_SERVICE_DAYS = 18_263;

/**
 * Compares the US education chapters 33, 30, 35, 1606 and 31 side by side with the rates in force at `asOf`
 * (chapter 33 by academic year from August 1, the others by fiscal year from October 1), the chapter 33 eligibility
 * tiers, the housing allowance for the school's location and transfer to dependents; elsewhere, the closest real
 * program, saying plainly when none is reserved to veterans.
 *
 * @param input - See {@link EducationInput}.
 * @param options - See {@link CompareEducationBenefitsOptions}.
 * @returns The comparison with country scope, disclaimer, next calls and rule citations.
 * @throws {@link GuidekitError} `invalid_value` on `chapter` (the message lists the allowed values) and on
 *   `service_months` when `service_days` is sent too; `invalid_type`, `too_small` or `too_big` on a bad field;
 *   `invalid_date` or `out_of_range` on asOf; `invalid_lang`.
 * @example
 * ```ts
 * compareEducationBenefits({ service_months: 24 }, { asOf: '2026-03-01' }).chapter33_tiers?.eligibility_percent //=> 80
 * compareEducationBenefits({ service_days: 544 }, { asOf: '2026-03-01' }).chapter33_tiers?.eligibility_percent //=> 60
 * ```
 * @see https://www.law.cornell.edu/uscode/text/38/3313
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (education)
 */
export function compareEducationBenefits(input: EducationInput, options: CompareEducationBenefitsOptions): CompareEducationBenefitsResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const facts = readInput(input);
  const t = createTranslate(COMPARE_EDUCATION_BENEFITS_MESSAGES, lang);
  const scope = scopeVeteranCountry(facts.country, { lang });
  const base = { country_scope: scope.country_scope, currency: scope.currency, disclaimer: scope.disclaimer, next_calls: suggestNextCalls('education'), selected_chapter: facts.chapter };
  const empty = { chapters: [], chapter33_tiers: null, housing_allowance: null, transfer_to_dependents: [] };

  if (scope.key !== 'US') {
    const name = scope.country_scope.country_name;
    if (scope.key === null) {
      return { ...base, ...empty, summary: t('summary_unmapped', { country: name }), local_programs: [], veteran_specific_program_exists: null, notes: [t('abroad_unmapped', { country: name })], ...citeRules([]) };
    }
    const applied = EDUCATION_PROGRAMS_ABROAD[scope.key].map((table) => pickRule(table, asOf)).filter((r) => r !== undefined);
    const programs: NamedProgram[] = applied.map((r) => ({ ...r.value, summary: r.value.summary[lang] ?? r.value.summary.en, verified: !r.unverified }));
    const specific = programs.some((p) => p.veteran_specific);
    const list = programs.map((p) => p.name).join('; ');
    return {
      ...base,
      ...empty,
      summary: t('summary_abroad', { country: name, program: list }),
      local_programs: programs,
      veteran_specific_program_exists: specific,
      notes: [specific ? t('abroad_specific', { country: name, program: list }) : t('abroad_none', { country: name, program: list })],
      ...citeRules(applied, { lang }),
    };
  }

  const ch33 = ruleInForce(CHAPTER_33_RATES, asOf, FN);
  const tiersRule = ruleInForce(CHAPTER_33_TIERS, asOf, FN);
  const rules: AppliedRule<unknown>[] = [ch33, tiersRule];
  const notes: string[] = [];
  const yearStart = Number(ch33.effective.slice(0, 4));
  const year = `${yearStart}-${String((yearStart + 1) % 100).padStart(2, '0')}`;
  const ch33Stale = asOf > ch33.value.valid_through;

  const monthly = (chapter: '30' | '35' | '1606', table: RuleTable<MonthlyRates>): ChapterComparison => {
    const rule = pickRule(table, asOf);
    if (rule !== undefined) rules.push(rule);
    const v = rule?.value;
    const stale = v !== undefined && asOf > v.valid_through;
    const rate = v === undefined ? '—' : new Decimal(v.full_time).toFixed(2);
    const short = chapter === '30' && v?.full_time_short_service != null ? (lang === 'es' ? `; ${formatMoney(v.full_time_short_service, { lang })} con 2 a 3 años` : lang === 'de' ? `; ${formatMoney(v.full_time_short_service, { lang })} bei 2 bis 3 Jahren` : lang === 'fr' ? ` ; ${formatMoney(v.full_time_short_service, { lang })} avec 2 à 3 ans` : `; ${formatMoney(v.full_time_short_service, { lang })} with 2 to 3 years`) : '';
    return {
      chapter,
      name: t(`name_${chapter}`),
      who_qualifies: t(`who_${chapter}`),
      tuition: t(`tuition_${chapter}`, { rate, short }),
      housing: t(`housing_${chapter}`),
      transfer: t('transfer_none'),
      monthly_full_time: v === undefined ? null : new Decimal(v.full_time),
      monthly_three_quarter_time: v?.three_quarter_time == null ? null : new Decimal(v.three_quarter_time),
      monthly_half_time: v?.half_time == null ? null : new Decimal(v.half_time),
      private_tuition_cap: null,
      books_annual_max: null,
      rate_period: rule === undefined || v === undefined ? null : { effective: rule.effective, valid_through: v.valid_through, stale },
      notes: v === undefined ? [t('rate_missing')] : stale ? [t('rate_stale', { through: v.valid_through })] : [],
    };
  };

  const chapters: ChapterComparison[] = [
    {
      chapter: '33',
      name: t('name_33'),
      who_qualifies: t('who_33'),
      tuition: t('tuition_33', { cap: new Decimal(ch33.value.private_tuition_cap).toFixed(2), year }),
      housing: t('housing_33', { books: new Decimal(ch33.value.books_annual_max).toFixed(0), per_credit: new Decimal(ch33.value.books_per_credit).toFixed(2) }),
      transfer: t('transfer_33'),
      monthly_full_time: null,
      monthly_three_quarter_time: null,
      monthly_half_time: null,
      private_tuition_cap: new Decimal(ch33.value.private_tuition_cap),
      books_annual_max: new Decimal(ch33.value.books_annual_max),
      rate_period: { effective: ch33.effective, valid_through: ch33.value.valid_through, stale: ch33Stale },
      notes: ch33Stale ? [t('rate_stale', { through: ch33.value.valid_through })] : [],
    },
    monthly('30', CHAPTER_30_RATES),
    monthly('35', CHAPTER_35_RATES),
    monthly('1606', CHAPTER_1606_RATES),
    {
      chapter: '31', name: t('name_31'), who_qualifies: t('who_31'), tuition: t('tuition_31'), housing: t('housing_31'), transfer: t('transfer_none'),
      monthly_full_time: null, monthly_three_quarter_time: null, monthly_half_time: null, private_tuition_cap: null, books_annual_max: null, rate_period: null, notes: [t('rate_missing')],
    },
  ];

  // Chapter 33 tiers and the percentage: VA counts days of aggregate service (545 days → 70%), so days are compared
  // with the day thresholds; months, when that is all the caller has, with the month labels VA prints beside them.
  const tt = tiersRule.value;
  const tiers = tt.tiers.map((x) => ({
    min_days: x.min_days,
    min_months: x.min_months,
    percent: x.percent,
    service: t('tier_percent', { from: t('tier_days', { days: x.min_days, months: x.min_months }), percent: x.percent }),
  }));
  let eligibility: number | null = null;
  const reached = (pick: (x: (typeof tt.tiers)[number]) => number, served: number) =>
    [...tt.tiers].reverse().find((x) => served >= pick(x))?.percent ?? 0;
  if (facts.serviceDays !== undefined) {
    eligibility = reached((x) => x.min_days, facts.serviceDays);
    notes.push(t('eligibility_percent_days', { days: facts.serviceDays, percent: eligibility }));
  } else if (facts.serviceMonths !== undefined) {
    eligibility = reached((x) => x.min_months, facts.serviceMonths);
    notes.push(t('eligibility_percent', { months: facts.serviceMonths, percent: eligibility }));
  }
  const otherPaths = [t('tier_disability', { percent: tt.disability_discharge_percent }), ...(tt.purple_heart_percent === null ? [] : [t('tier_purple_heart', { percent: tt.purple_heart_percent })])];

  // Housing allowance for the school's location.
  const online = ch33.value.online_mha === null ? null : new Decimal(ch33.value.online_mha);
  const housing = readSchoolLocation(facts.schoolLocation);
  const housingDetail =
    housing.basis === 'zip' ? t('mha_zip', { zip: housing.value })
      : housing.basis === 'state' ? t('mha_state', { state: housing.value })
        : housing.basis === 'online' ? (online === null ? t('rate_missing') : t('mha_online', { rate: online.toFixed(2), year }))
          : housing.basis === 'other' ? t('mha_other', { place: housing.value })
            : t('mha_not_given');

  if (facts.chapter === '32') notes.push(t('veap_note'));
  else if (facts.chapter !== null) notes.push(t('selected_note', { name: t(`name_${facts.chapter}`) }));
  if (facts.branch !== undefined) {
    const words = normalizeWords(facts.branch);
    const key = compactKey(facts.branch);
    if (words.some((w) => ['guard', 'reserve', 'reserves', 'reservist', 'reserva', 'guardia'].includes(w))) notes.push(t('branch_reserve'));
    else if (key.includes('coastguard') || key.includes('guardiacostera')) notes.push(t('branch_coast_guard'));
    else if (!['army', 'navy', 'airforce', 'marine', 'marines', 'marinecorps', 'spaceforce', 'usmc', 'usaf', 'usn', 'ejercito', 'armada', 'fuerzaaerea'].some((b) => key.includes(b))) {
      notes.push(t('branch_unrecognized', { branch: facts.branch }));
    }
  }
  if (facts.dependents !== undefined) notes.push(t('dependents_note', { count: facts.dependents }));
  notes.push(t('rule_of_one'));

  return {
    ...base,
    summary: t('summary_us', { year }),
    chapters,
    chapter33_tiers: { tiers, other_paths: otherPaths, eligibility_percent: eligibility },
    housing_allowance: { basis: housing.basis, school_location: facts.schoolLocation ?? null, online_rate: online, detail: housingDetail },
    transfer_to_dependents: [t('teb_1'), t('teb_2'), t('teb_3'), t('teb_4')],
    local_programs: [],
    veteran_specific_program_exists: null,
    notes,
    ...citeRules(rules, { lang }),
  };
}

function readSchoolLocation(raw: string | undefined): { basis: 'zip' | 'state' | 'online' | 'other' | 'not_given'; value: string } {
  if (raw === undefined) return { basis: 'not_given', value: '' };
  if (/^\d{5}(-\d{4})?$/.test(raw)) return { basis: 'zip', value: raw.slice(0, 5) };
  const key = compactKey(raw);
  if (key.includes('online') || key.includes('enlinea') || key.includes('distance')) return { basis: 'online', value: raw };
  const code = US_JURISDICTION_CODES.find((c) => c.toLowerCase() === key || compactKey(US_LIMITATION_PERIODS[c]?.name ?? '') === key);
  if (code !== undefined) return { basis: 'state', value: US_LIMITATION_PERIODS[code]?.name ?? code };
  return { basis: 'other', value: raw };
}

interface Facts {
  readonly chapter: EducationChapter | null;
  readonly branch: string | undefined;
  readonly schoolLocation: string | undefined;
  readonly dependents: number | undefined;
  readonly serviceDays: number | undefined;
  readonly serviceMonths: number | undefined;
  readonly country: string | undefined;
}

function readInput(input: EducationInput): Facts {
  if (input === null || typeof input !== 'object') throw new GuidekitError(`${FN}: input must be an object`, { code: 'invalid_type', field: '' });
  const text = (field: 'chapter' | 'branch' | 'school_location' | 'country'): string | undefined => {
    const v = input[field];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw new GuidekitError(`${FN}: ${field} must be a string`, { code: 'invalid_type', field });
    const trimmed = v.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const count = (field: 'dependents' | 'service_days' | 'service_months', max: number): number | undefined => {
    const v = input[field];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new GuidekitError(`${FN}: ${field} must be a whole number`, { code: 'invalid_type', field });
    if (v < 0) throw new GuidekitError(`${FN}: ${field} must not be negative`, { code: 'too_small', field });
    if (v > max) throw new GuidekitError(`${FN}: ${field} must be at most ${max}`, { code: 'too_big', field });
    return v;
  };
  const rawChapter = text('chapter');
  let chapter: EducationChapter | null = null;
  if (rawChapter !== undefined) {
    const key = compactKey(rawChapter).replace(/^(chapter|ch)/, '');
    const hit = CHAPTER_ALIASES[key];
    if (hit === undefined) {
      throw new GuidekitError(
        `${FN}: chapter ${JSON.stringify(rawChapter)} is not known; allowed values: ${EDUCATION_CHAPTERS.join(', ')} (also post-9/11, mgib, mgib-sr, dea, vr&e, veap)`,
        { code: 'invalid_value', field: 'chapter' },
      );
    }
    chapter = hit;
  }
  const serviceDays = count('service_days', MAX_SERVICE_DAYS);
  const serviceMonths = count('service_months', 600);
  if (serviceDays !== undefined && serviceMonths !== undefined) {
    throw new GuidekitError(`${FN}: send service_days or service_months, not both (VA counts days; months are the rougher measure)`, {
      code: 'invalid_value',
      field: 'service_months',
    });
  }
  return {
    chapter,
    branch: text('branch'),
    schoolLocation: text('school_location'),
    dependents: count('dependents', 30),
    serviceDays,
    serviceMonths,
    country: text('country'),
  };
}
