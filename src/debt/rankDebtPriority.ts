import { utc } from '@date-fns/utc';
import { differenceInMonths, parse } from 'date-fns';
import Decimal from 'decimal.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import { readDebtList, type DebtItem, type ReadDebt } from './_lib/readDebtList.js';
import type { DebtType } from './debtInputSchema.js';
import { RANK_DEBT_PRIORITY_MESSAGES, type RankDebtPriorityKey } from './messages/rankDebtPriority.js';
import { PRIORITY_LIMITATION_CHECK } from './rules/priorityLimitationCheck.js';
import { PRIORITY_DEBTS_INTL, type PriorityDebtCategory, type PriorityDebtRule } from './rules/priorityDebtsIntl.js';
import { PRIORITY_WEIGHTS } from './rules/priorityWeights.js';
import { DEBT_CURRENCIES, type DebtCurrency } from './debtCountries.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'rankDebtPriority';

/** Options of {@link rankDebtPriority}. */
export interface RankDebtPriorityOptions {
  /** Jurisdiction: US (default), UK, CA or AU. Sets the priority debts recognised, the wording and the limitation-check placeholder. */
  readonly country?: 'US' | 'UK' | 'CA' | 'AU';
  /** ISO date (YYYY-MM-DD) of the ranking; months since the last payment are counted to it. */
  readonly asOf: string;
  /** Language of the narrative: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** The points each signal contributed to a debt's score. */
export interface PriorityComponents {
  /** Lawsuit or judgment, tax debt, collections. */
  readonly legal_risk: number;
  /** Secured debt, more when behind (collateral at risk). */
  readonly collateral: number;
  readonly interest_rate: number;
  /** Months behind. */
  readonly account_health: number;
  /** Negative when the limitation period should be checked before paying, else 0. */
  readonly limitation: number;
}

/** Whether to check the limitation period (a generic placeholder, never a verdict that a debt is time-barred). */
export interface LimitationCheck {
  /** `check`: the shortest period in the country may have run; `within`: it has not; `unknown`: no last payment date; `not_applicable`: a lawsuit exists. */
  readonly status: 'check' | 'within' | 'unknown' | 'not_applicable';
  readonly months_since_last_payment: number | null;
  readonly threshold_months: number;
  readonly reason: string;
}

/** A debt recognised as one of the country's priority debts (UK, CA, AU). */
export interface PriorityDebtMatch {
  /** `rent`, `mortgage`, `council_tax`, `council_rates`, `property_tax`, `energy`, `utilities`, `court_fine`, `tv_licence`, `child_maintenance`, `tax`. */
  readonly category: PriorityDebtCategory;
  /** `type`: from the debt's type (`tax`, `mortgage`); `creditor`: from the creditor's name. */
  readonly matched_by: 'type' | 'creditor';
  /** What not paying it can lead to, in the country's terms. */
  readonly reason: string;
}

/** One debt in priority order. */
export interface RankedDebt {
  /** 1 = deal with first. Ranks are 1..n with no ties. */
  readonly rank: number;
  readonly creditor: string;
  readonly balance: Decimal;
  /** APR in percent. */
  readonly rate: number;
  readonly type: DebtType | null;
  /** Sum of the components, rounded to 2 decimals. */
  readonly score: number;
  readonly components: PriorityComponents;
  /** One reason per signal that contributed. */
  readonly reasons: readonly string[];
  readonly limitation_check: LimitationCheck;
  /** The country's priority-debt category it was recognised as (UK, CA, AU), or `null`. */
  readonly priority_debt: PriorityDebtMatch | null;
  /** What to do about this debt. */
  readonly recommendation: string;
}

/** Result of {@link rankDebtPriority}. */
export interface RankDebtPriorityResult extends RuleCitations {
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  /** Currency of every amount (the balances as given): the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly ranked_debts: readonly RankedDebt[];
  readonly notes: readonly string[];
  readonly narrative: string;
}

interface Scored {
  readonly debt: ReadDebt;
  readonly components: PriorityComponents;
  readonly score: number;
  readonly reasons: string[];
  readonly limitation: LimitationCheck;
  readonly priority: PriorityDebtMatch | null;
  readonly recommendation: string;
  readonly recommendationKey: RankDebtPriorityKey;
}

/**
 * Ranks debts by which to deal with first: legal risk (lawsuit or judgment, tax, collections), collateral at risk,
 * interest rate, account health (months behind) and limitation-period proximity, each rank with its score
 * components and reasons.
 *
 * @remarks
 * Score = legal risk + collateral + min(rate × weight, cap) + min(months behind × weight, cap) + limitation
 * adjustment, with weights from a dated (editorial, unverified) rule table. A debt counts as secured when
 * `secured` is true, or when it is not given and the type is `mortgage` or `auto`. The limitation check is a
 * generic placeholder: when the months since `last_payment` reach the shortest limitation period found in the
 * country, the debt is flagged "check the limitation period" and its score lowered (paying could restart the
 * period), unless a lawsuit exists. Ties are broken by legal risk, collateral, rate (higher first), balance (smaller
 * first), creditor name and then every other field, so the order is a strict total order that does not depend on
 * the input order.
 *
 * @param debts - One to 100 debts; see the optional fields of `debtInputSchema`.
 * @param options - See {@link RankDebtPriorityOptions}.
 * @returns The ranking; see {@link RankDebtPriorityResult}.
 * @throws {@link GuidekitError} `invalid_date` (asOf, `debts[i].last_payment`), `out_of_range` (a last payment after asOf),
 *   `invalid_lang` (lang), `invalid_value` (country) and the field codes of each debt.
 * @example
 * ```ts
 * const r = rankDebtPriority(
 *   [{ creditor: 'Card', balance: '900', rate: 29, minPayment: '30' }, { creditor: 'Car', balance: '8000', rate: 7, minPayment: '300', type: 'auto', months_behind: 2 }],
 *   { asOf: '2026-11-22' },
 * );
 * r.ranked_debts[0].creditor //=> 'Car'
 * ```
 * @see spec: Debt Elimination Guidance Service (debtPriority: legal risk, limitation-period proximity, interest rate, collateral status, account health)
 * @see https://www.law.cornell.edu/uscode/text/26/6331 (IRS levy)
 */
export function rankDebtPriority(debts: readonly DebtItem[], options: RankDebtPriorityOptions): RankDebtPriorityResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(options.country, { fn: FN });
  const list = readDebtList(debts, { fn: FN });
  list.forEach((d, i) => {
    if (d.lastPayment !== undefined && d.lastPayment > asOf) {
      throw new GuidekitError(`${FN}: debts[${i}].last_payment must not be after asOf (${asOf})`, { code: 'out_of_range', field: `debts[${i}].last_payment` });
    }
  });

  const t = createTranslate(RANK_DEBT_PRIORITY_MESSAGES, lang);
  // Each country words the same signal in its own legal terms; the unsuffixed keys are the US wording.
  const local = (key: 'reason_lawsuit' | 'reason_secured_behind' | 'recommendation_lawsuit' | 'recommendation_collections' | 'recommendation_behind' | 'note_limitation_placeholder'): RankDebtPriorityKey =>
    country === 'US' ? key : (`${key}_${country}` as RankDebtPriorityKey);
  const priorityRule = country === 'US' ? undefined : requireRule(PRIORITY_DEBTS_INTL[country], asOf);
  const priorityRules = (priorityRule?.value.rules ?? []).map((rule) => ({ rule, patterns: rule.creditor_patterns.map((p) => new RegExp(p, 'i')) }));
  const weightsRule = requireRule(PRIORITY_WEIGHTS, asOf);
  const limitationRule = requireRule(PRIORITY_LIMITATION_CHECK[country], asOf);
  const w = weightsRule.value;
  const threshold = limitationRule.value;
  const asOfDate = parse(asOf, 'yyyy-MM-dd', 0, { in: utc });
  const round2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

  const scored: Scored[] = list.map((debt) => {
    const reasons: string[] = [];
    const months = debt.monthsBehind ?? 0;
    const matched = matchPriorityDebt(debt, priorityRules);
    const priority: PriorityDebtMatch | null = matched === null ? null : { category: matched.rule.category, matched_by: matched.by, reason: t(`priority_${country}_${matched.rule.category}` as RankDebtPriorityKey) };
    // A home loan recognised by the lender's name is secured like one sent with type mortgage.
    const secured = debt.secured ?? (debt.type === 'mortgage' || debt.type === 'auto' || matched?.rule.category === 'mortgage');
    const collateralWord = t(debt.type === 'mortgage' ? 'collateral_home' : debt.type === 'auto' ? 'collateral_car' : 'collateral_generic');

    let legal = 0;
    if (debt.lawsuit === true) {
      legal += w.lawsuit;
      reasons.push(t(local('reason_lawsuit')));
    }
    if (priority !== null && matched !== null) {
      // UK, CA and AU priority debts: the creditor can take the home, the supply or liberty, or collect without suing.
      legal += matched.rule.points;
      if (matched.rule.category !== 'mortgage' || !secured) reasons.push(priority.reason);
    } else if (debt.type === 'tax') {
      legal += w.tax;
      reasons.push(t(country === 'US' ? 'reason_tax' : 'reason_tax_abroad'));
    }
    if (debt.inCollections === true) {
      legal += w.in_collections;
      reasons.push(t('reason_collections'));
    }

    let collateral = 0;
    if (secured) {
      collateral += w.secured;
      if (months >= 1) {
        collateral += w.secured_behind;
        reasons.push(t(local('reason_secured_behind'), { months, collateral: collateralWord }));
      } else {
        reasons.push(t('reason_secured', { collateral: collateralWord }));
      }
    }

    const ratePoints = round2(Decimal.min(debt.rate.times(w.rate_per_point), w.rate_cap));
    if (debt.rate.greaterThan(0)) reasons.push(t('reason_rate', { rate: debt.rate.toFixed() }));

    const healthPoints = Math.min(months * w.per_month_behind, w.months_behind_cap);
    if (months > 0 && !secured) reasons.push(t('reason_behind', { months }));

    let limitation: LimitationCheck;
    let limitationPoints = 0;
    if (debt.lawsuit === true) {
      limitation = { status: 'not_applicable', months_since_last_payment: null, threshold_months: threshold, reason: t('limitation_lawsuit') };
    } else if (debt.lastPayment === undefined) {
      limitation = { status: 'unknown', months_since_last_payment: null, threshold_months: threshold, reason: t('limitation_unknown') };
    } else {
      const since = differenceInMonths(asOfDate, parse(debt.lastPayment, 'yyyy-MM-dd', 0, { in: utc }), { in: utc });
      if (since >= threshold) {
        limitationPoints = w.limitation_check;
        reasons.push(t('reason_limitation'));
        limitation = { status: 'check', months_since_last_payment: since, threshold_months: threshold, reason: t('limitation_check', { months: since, threshold }) };
      } else {
        limitation = { status: 'within', months_since_last_payment: since, threshold_months: threshold, reason: t('limitation_within', { months: since, threshold }) };
      }
    }
    if (reasons.length === 0) reasons.push(t('reason_none'));

    const components: PriorityComponents = {
      legal_risk: legal,
      collateral,
      interest_rate: ratePoints,
      account_health: healthPoints,
      limitation: limitationPoints,
    };
    const score = round2(new Decimal(legal).plus(collateral).plus(ratePoints).plus(healthPoints).plus(limitationPoints));

    let key: RankDebtPriorityKey;
    if (debt.lawsuit === true) key = local('recommendation_lawsuit');
    else if (secured && months >= 1) key = 'recommendation_secured_behind';
    // A mortgage paid up to date keeps the ordinary advice; arrears get the country's own.
    else if (priority !== null && !(priority.category === 'mortgage' && months === 0)) key = `recommendation_priority_${country}_${priority.category}` as RankDebtPriorityKey;
    else if (debt.type === 'tax') key = 'recommendation_tax';
    else if (limitation.status === 'check') key = 'recommendation_limitation';
    else if (debt.inCollections === true) key = local('recommendation_collections');
    else if (months > 0) key = local('recommendation_behind');
    else key = 'recommendation_default';
    return { debt, components, score, reasons, limitation, priority, recommendation: t(key, { collateral: collateralWord }), recommendationKey: key };
  });

  scored.sort(compareScored);
  // Extra money goes to the most expensive debt that has no legal, collateral or arrears urgency (avalanche);
  // on equal rates the higher-ranked one.
  let extraTarget: Scored | undefined;
  for (const s of scored) {
    if (s.recommendationKey !== 'recommendation_default' || s.debt.balanceCents === 0 || !s.debt.rate.greaterThan(0)) continue;
    if (extraTarget === undefined || s.debt.rate.greaterThan(extraTarget.debt.rate)) extraTarget = s;
  }
  const ranked: RankedDebt[] = scored.map((s, i) => ({
    rank: i + 1,
    creditor: s.debt.creditor,
    balance: centsToDecimal(s.debt.balanceCents),
    rate: s.debt.rate.toNumber(),
    type: s.debt.type ?? null,
    score: s.score,
    components: s.components,
    reasons: s.reasons,
    limitation_check: s.limitation,
    priority_debt: s.priority,
    recommendation: s === extraTarget ? t('recommendation_high_rate') : s.recommendation,
  }));

  const first = scored[0] as Scored;
  return {
    country,
    currency: DEBT_CURRENCIES[country],
    ranked_debts: ranked,
    notes: [...(country === 'US' ? [] : [t(`note_priority_${country}` as RankDebtPriorityKey)]), t('note_minimums'), t('note_weights'), t(local('note_limitation_placeholder'))],
    narrative: t('narrative', { creditor: first.debt.creditor, reason: first.reasons[0] ?? '', count: scored.length }),
    ...citeRules([weightsRule, limitationRule, ...(priorityRule === undefined ? [] : [priorityRule])], { lang }),
  };
}

/** Debt types that say what the debt is: a creditor's name never overrides them (a card is not council tax). */
const CREDIT_TYPES: readonly string[] = ['credit_card', 'personal_loan', 'payday', 'bnpl', 'student_loan', 'auto', 'medical'];

/**
 * The first of the country's priority-debt rules the debt matches, or null: by type (`tax`, `mortgage`), else by the
 * creditor's name when the type is absent, `other`, `tax` or `mortgage`.
 */
function matchPriorityDebt(debt: ReadDebt, rules: readonly { readonly rule: PriorityDebtRule; readonly patterns: readonly RegExp[] }[]): { rule: PriorityDebtRule; by: 'type' | 'creditor' } | null {
  const byName = debt.type === undefined || !CREDIT_TYPES.includes(debt.type);
  for (const { rule, patterns } of rules) {
    if (byName && patterns.some((p) => p.test(debt.creditor))) return { rule, by: 'creditor' };
    if (debt.type !== undefined && rule.types.includes(debt.type)) return { rule, by: 'type' };
  }
  return null;
}

/** Higher score first, then the documented tie-breakers; returns 0 only for debts identical in every field. */
function compareScored(a: Scored, b: Scored): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.components.legal_risk !== b.components.legal_risk) return b.components.legal_risk - a.components.legal_risk;
  if (a.components.collateral !== b.components.collateral) return b.components.collateral - a.components.collateral;
  const rate = b.debt.rate.comparedTo(a.debt.rate);
  if (rate !== 0) return rate;
  if (a.debt.balanceCents !== b.debt.balanceCents) return a.debt.balanceCents - b.debt.balanceCents;
  if (a.debt.creditor !== b.debt.creditor) return a.debt.creditor < b.debt.creditor ? -1 : 1;
  const ka = canonicalKey(a.debt);
  const kb = canonicalKey(b.debt);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

function canonicalKey(d: ReadDebt): string {
  return JSON.stringify([
    d.minPaymentCents,
    d.rate.toFixed(),
    d.type ?? null,
    d.secured ?? null,
    d.monthsBehind ?? null,
    d.lastPayment ?? null,
    d.inCollections ?? null,
    d.lawsuit ?? null,
  ]);
}
