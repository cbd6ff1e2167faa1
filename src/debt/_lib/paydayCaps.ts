import Decimal from 'decimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import type { AnalyzePaydayLoanMessageKey } from '../messages/analyzePaydayLoan.js';
import type { PaydayFeeCap, PaydayFeeTier } from '../rules/paydayStateRules.js';

/** Writes an amount of the loan's currency for text. */
export type MoneyText = (amount: Decimal.Value) => string;

const HUNDRED = new Decimal(100);

/**
 * The most a lender may charge under a state fee formula for one loan, rounded half up to the cent (so a lender who
 * rounds a percentage fee to the nearest cent is not flagged for a fraction of a cent).
 *
 * @param cap - The state's fee formula.
 * @param advance - Amount advanced (the borrower receives it).
 * @param fee - The fee charged; needed when the formula works on the cheque's face amount (advance + fee).
 * @param days - Term in days (interest and monthly fees accrue over it).
 * @returns The allowed fee, or null when it depends on an unknown fee.
 */
export function allowedFee(cap: PaydayFeeCap, advance: Decimal, fee: Decimal | null, days: number): Decimal | null {
  let allowed: Decimal;
  if (cap.kind === 'tiered') {
    const base = cap.basis === 'advance' ? advance : fee === null ? null : advance.plus(fee);
    if (base === null) return null;
    allowed = marginal(base, cap.tiers);
    if (cap.max_fee !== undefined) allowed = Decimal.min(allowed, cap.max_fee);
    if (cap.min_allowed !== undefined) allowed = Decimal.max(allowed, cap.min_allowed);
    if (cap.plus_flat !== undefined) allowed = allowed.plus(cap.plus_flat);
  } else if (cap.kind === 'banded') {
    const sized = cap.band_by === 'advance' ? advance : fee === null ? null : advance.plus(fee);
    if (sized === null) return null;
    const band = cap.bands.find((b) => b.up_to === null || sized.lessThanOrEqualTo(b.up_to)) ?? (cap.bands[cap.bands.length - 1] as PaydayFeeTier);
    allowed = advance.times(band.percent).dividedBy(HUNDRED);
    if (cap.plus_flat !== undefined) allowed = allowed.plus(cap.plus_flat);
  } else {
    // Simple interest for the term on the amount advanced, a monthly fee for each month or part of a month, and a
    // one-time origination fee.
    allowed = advance.times(cap.interest_percent_per_year).dividedBy(HUNDRED).times(days).dividedBy(365);
    const monthly = cap.monthly_fee;
    if (monthly !== undefined && (monthly.percent !== null || monthly.max !== null)) {
      const byPercent = monthly.percent === null ? null : advance.times(monthly.percent).dividedBy(HUNDRED);
      const perMonth = byPercent === null ? new Decimal(monthly.max as string) : monthly.max === null ? byPercent : Decimal.min(byPercent, monthly.max);
      allowed = allowed.plus(perMonth.times(Math.ceil(days / 30)));
    }
    const origination = cap.origination;
    if (origination !== undefined && advance.greaterThanOrEqualTo(origination.from_amount)) {
      const charge = advance.times(origination.percent).dividedBy(HUNDRED);
      allowed = allowed.plus(origination.max === null ? charge : Decimal.min(charge, origination.max));
    }
  }
  return allowed.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Σ tier percent × the part of `base` inside the tier. */
function marginal(base: Decimal, tiers: readonly PaydayFeeTier[]): Decimal {
  let total = new Decimal(0);
  let floor = new Decimal(0);
  for (const tier of tiers) {
    const top = tier.up_to === null ? base : Decimal.min(base, tier.up_to);
    if (top.greaterThan(floor)) total = total.plus(top.minus(floor).times(tier.percent).dividedBy(HUNDRED));
    if (tier.up_to === null) break;
    floor = Decimal.max(floor, tier.up_to);
  }
  return total;
}

/**
 * Joins items as "a, b and c" in the reader's language ("a; b and c" with `separator: '; '`, for items that hold commas).
 *
 * @param items - Texts.
 * @param t - The payday translator.
 * @param separator - Between all items but the last two. Default `', '`.
 * @returns The joined text ('' for none).
 */
export function joinList(items: readonly string[], t: Translate<AnalyzePaydayLoanMessageKey>, separator = ', '): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('list_and', { items: items.slice(0, -1).join(separator), last: items[items.length - 1] as string });
}

/**
 * A state fee formula in words, e.g. "fees at most 15% of the cheque's face amount".
 *
 * @param cap - The formula.
 * @param t - The payday translator.
 * @param money - Writes amounts in the loan's currency.
 * @returns The description.
 */
export function describeFeeCap(cap: PaydayFeeCap, t: Translate<AnalyzePaydayLoanMessageKey>, money: MoneyText): string {
  if (cap.kind === 'tiered') {
    const only = cap.tiers.length === 1 && cap.tiers[0]?.up_to === null;
    const parts = cap.tiers.map((tier, k) => {
      if (only) return t('fee_tier_only', { percent: tier.percent });
      if (tier.up_to === null) return t('fee_tier_rest', { percent: tier.percent });
      return t(k === 0 ? 'fee_tier_first' : 'fee_tier_next', { percent: tier.percent, upto: money(tier.up_to) });
    });
    let text = t('fee_tiered', { tiers: joinList(parts, t), basis: t(cap.basis === 'advance' ? 'fee_basis_advance' : 'fee_basis_face') });
    if (cap.max_fee !== undefined) text = t('fee_max', { text, max: money(cap.max_fee) });
    if (cap.min_allowed !== undefined) text = t('fee_min_allowed', { text, min: money(cap.min_allowed) });
    if (cap.plus_flat !== undefined) text = t('fee_plus_flat', { text, flat: money(cap.plus_flat) });
    return text;
  }
  if (cap.kind === 'banded') {
    const bands = cap.bands.map((band) =>
      band.up_to === null
        ? t('fee_band_rest', { percent: band.percent })
        : t(cap.band_by === 'face' ? 'fee_band_upto_face' : 'fee_band_upto_advance', { percent: band.percent, upto: money(band.up_to) }),
    );
    const text = t('fee_banded', { bands: joinList(bands, t) });
    return cap.plus_flat === undefined ? text : t('fee_plus_flat', { text, flat: money(cap.plus_flat) });
  }
  const parts = [t('fee_interest', { percent: cap.interest_percent_per_year })];
  const monthly = cap.monthly_fee;
  if (monthly !== undefined) {
    if (monthly.percent !== null && monthly.max !== null) parts.push(t('fee_monthly_percent_or_max', { percent: monthly.percent, max: money(monthly.max) }));
    else if (monthly.percent !== null) parts.push(t('fee_monthly_percent', { percent: monthly.percent }));
    else if (monthly.max !== null) parts.push(t('fee_monthly_max', { max: money(monthly.max) }));
  }
  const origination = cap.origination;
  if (origination !== undefined) {
    parts.push(
      origination.max === null
        ? t('fee_origination', { percent: origination.percent, from: money(origination.from_amount) })
        : t('fee_origination_max', { percent: origination.percent, max: money(origination.max) }),
    );
  }
  return parts.slice(1).reduce((text, part) => t('fee_plus_flat', { text, flat: part }), parts[0] as string);
}
