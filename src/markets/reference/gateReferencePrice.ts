import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { BookLevel, PerpBookSnapshot } from '../ports/PerpBookSource.js';
import {
  REFERENCE_MAX_BOOK_AGE_SECONDS,
  REFERENCE_MAX_MARK_ORACLE_BPS,
  REFERENCE_MAX_MOVE_PCT,
  REFERENCE_MAX_SPREAD_BPS,
  REFERENCE_MAX_UNIT_RATIO,
  REFERENCE_MIN_DEPTH,
} from '../rules/referenceGate.js';
import { gateReferenceDetailMessages, gateReferencePriceMessages } from './messages/gateReferencePrice.js';

/** Why a perpetual book was refused as the reference (the spec's `reason` values other than null). */
export type ReferenceReason = 'dead_book' | 'illiquid' | 'mark_oracle_divergence' | 'stale' | 'fetch_failed' | 'unit_mismatch' | 'unbounded';

/**
 * The reference price object, `_meta.reference` of the scans and signals that carry one, field for field as the
 * specification's table gives it.
 */
export interface ReferencePrice {
  /** `'perp_exchange_mid'` when the perpetual's mid is the reference; null when the book was refused and the signal is priced off the last session close. */
  readonly source: 'perp_exchange_mid' | null;
  /** The listing the number came from, `<prefix>:<symbol>`. */
  readonly coin: string;
  /** The listing's own label, as the venue shows it; never the index name. */
  readonly label: string;
  readonly quality: 'live' | 'none';
  /** Null for a live reference; otherwise why the book was refused. */
  readonly reason: ReferenceReason | null;
  readonly session: 'closed';
  /** Time of the reference, epoch milliseconds: the book's time when live, the last session close's time when refused. */
  readonly as_of: number;
  /** Perpetual mid when live; the last session close when refused. */
  readonly mid: number;
  /** Perpetual mark when live; the last session close when refused. */
  readonly mark: number;
  /** Venue oracle when live; the last session close when refused. */
  readonly oracle: number;
  /** (mid ÷ last session close − 1) × 100; 0 when refused. */
  readonly vs_last_close_pct: number;
  /** Data attribution text. */
  readonly attribution: string;
}

/** A perpetual listing whose book the adapter could not fetch (network, rate limit, unknown coin). */
export interface PerpBookFetchFailure {
  readonly failed: true;
  /** The listing that was asked for, `<prefix>:<symbol>`. */
  readonly coin: string;
  /** Its own label, from the venue's listings. */
  readonly label: string;
  readonly venue: string;
}

/** What the gate needs to know besides the book. */
export interface ReferenceContext {
  /** The underlying's last regular-session close: price (same unit as the instrument's bars) and bar time (epoch ms). */
  readonly lastClose: { readonly price: number; readonly time: number };
  /** Whether the underlying's session is closed at `asOfMs`; the caller computes it from the session calendar. */
  readonly sessionClosed: boolean;
  /** The time the reference is wanted for, epoch milliseconds (UTC). The rules in force on its UTC date apply. */
  readonly asOfMs: number;
}

/** Options of {@link gateReferencePrice}. */
export interface GateReferencePriceOptions {
  /** Language of `attribution` and `explanation`. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** One threshold the book was held to. */
export interface ReferenceCheck {
  readonly reason: Exclude<ReferenceReason, 'fetch_failed'>;
  /** true when the book passes, false when it fails, null when the book lacks what the check measures (no mid). */
  readonly passed: boolean | null;
  /** What was measured (null when it could not be): seconds, bps, notional, a ratio or a percentage, as `unit` says. */
  readonly value: number | null;
  /** The rule's threshold, in the same unit. */
  readonly limit: number;
  readonly unit: 'seconds' | 'bps' | 'notional' | 'ratio' | 'pct';
}

/** The book as the gate read it, whatever the outcome. */
export interface ObservedBook {
  readonly venue: string;
  readonly time: number;
  readonly best_bid: number | null;
  readonly best_ask: number | null;
  readonly mid: number | null;
  readonly mark: number | null;
  readonly oracle: number | null;
  readonly funding: number | null;
}

/** Result of {@link gateReferencePrice}. */
export interface GateReferencePriceResult extends RuleCitations {
  /** The reference object, or null when there is none at all (session open, or no perpetual lists the instrument). */
  readonly reference: ReferencePrice | null;
  /** Why `reference` is null; null when there is one. */
  readonly absent: 'session_open' | 'no_perpetual' | null;
  /** Every threshold, in the order the gate applies them (the first failure is `reason`); empty when no book was read. */
  readonly checks: readonly ReferenceCheck[];
  /** The venue's numbers, also when the book was refused; null when no book was read. */
  readonly observed: ObservedBook | null;
  /** One sentence saying what happened. */
  readonly explanation: string;
}

const FN = 'gateReferencePrice';
const COIN = /^[^\s:]+:[^\s:]+$/;

/**
 * Decides whether a perpetual book may stand in for an instrument's price while its session is closed, and writes the
 * reference price object: the perpetual's mid when the book is live, or the last session close with the reason the
 * book was refused (dead book, illiquid, mark–oracle divergence, stale, fetch failed, unit mismatch, unbounded move).
 *
 * @remarks
 * Checks run in this order and the first failure is the reason: stale, dead_book, illiquid, mark_oracle_divergence,
 * unit_mismatch, unbounded (a fetch failure has no book to check). Each threshold is a dated rule (see
 * `src/markets/rules/referenceGate.ts`); all are guidekit's own choices and are reported unverified. A refused book
 * gives `source: null`, `quality: 'none'`, the last close in `mid`, `mark` and `oracle`, 0 in `vs_last_close_pct` and
 * the close's time in `as_of`, so levels are priced off the last close; the venue's numbers stay in `observed`.
 *
 * @param snapshot - The perpetual's book ({@link PerpBookSnapshot}), a {@link PerpBookFetchFailure}, or null when no
 *   perpetual lists the instrument. Not modified.
 * @param context - {@link ReferenceContext}: last session close, whether the session is closed, and `asOfMs`.
 * @param options - {@link GateReferencePriceOptions}.
 * @returns {@link GateReferencePriceResult}: `reference` (null while the session is open or with no perpetual), the
 *   checks, the observed book, the rules applied and an explanation.
 * @throws {@link GuidekitError} for a malformed snapshot (coin not `<prefix>:<symbol>`, empty label, non-positive or
 *   non-finite price, negative size), a non-positive last close, a last close after `asOfMs`, or a bad `lang`.
 * @example
 * ```ts
 * const book = { coin: 'xyz:TSLA', label: 'TSLA', venue: 'Hyperliquid', time: 1_764_000_000_000, mark: 250.1, oracle: 250,
 *   funding: 0.00001, openInterest: null, contractSize: 1,
 *   bids: [{ price: 250, size: 200 }], asks: [{ price: 250.2, size: 200 }] };
 * gateReferencePrice(book, { lastClose: { price: 245, time: 1_763_762_400_000 }, sessionClosed: true, asOfMs: 1_764_000_030_000 })
 *   .reference?.source //=> 'perp_exchange_mid'
 * ```
 * @see Market signal service specification, "Reference price object"
 * @see docs/markets-reference-basket-screener.md
 */
export function gateReferencePrice(
  snapshot: PerpBookSnapshot | PerpBookFetchFailure | null,
  context: ReferenceContext,
  options: GateReferencePriceOptions = {},
): GateReferencePriceResult {
  const lang = readEngineLang(options.lang, { fn: FN });
  const t = createTranslate(gateReferencePriceMessages, lang);
  const td = createTranslate(gateReferenceDetailMessages, lang);
  const { lastClose, sessionClosed, asOfMs } = readContext(context);
  const book = readSnapshot(snapshot);
  const none = { rules_applied: [], unverified_rules: [], stale_rules: [] } satisfies RuleCitations;

  if (!sessionClosed) return { reference: null, absent: 'session_open', checks: [], observed: null, explanation: t('explain_session_open'), ...none };
  if (book === null) return { reference: null, absent: 'no_perpetual', checks: [], observed: null, explanation: t('explain_no_perpetual'), ...none };

  const refused = (reason: ReferenceReason, venue: string): ReferencePrice => ({
    source: null,
    coin: book.coin,
    label: book.label,
    quality: 'none',
    reason,
    session: 'closed',
    as_of: lastClose.time,
    mid: lastClose.price,
    mark: lastClose.price,
    oracle: lastClose.price,
    vs_last_close_pct: 0,
    attribution: t('attribution_refused', { label: book.label, venue, coin: book.coin, reason }),
  });

  if ('failed' in book) {
    return { reference: refused('fetch_failed', book.venue), absent: null, checks: [], observed: null, explanation: t('explain_fetch_failed'), ...none };
  }

  // The rules in force on the reference's UTC calendar date.
  const asOf = new Date(asOfMs).toISOString().slice(0, 10);
  const maxAge = requireRule(REFERENCE_MAX_BOOK_AGE_SECONDS, asOf);
  const maxSpread = requireRule(REFERENCE_MAX_SPREAD_BPS, asOf);
  const depthRule = requireRule(REFERENCE_MIN_DEPTH, asOf);
  const maxDivergence = requireRule(REFERENCE_MAX_MARK_ORACLE_BPS, asOf);
  const maxRatio = requireRule(REFERENCE_MAX_UNIT_RATIO, asOf);
  const maxMove = requireRule(REFERENCE_MAX_MOVE_PCT, asOf);
  const applied: AppliedRule<unknown>[] = [maxAge, maxSpread, depthRule, maxDivergence, maxRatio, maxMove];

  const bestBid = bestPrice(book.bids, 'bid');
  const bestAsk = bestPrice(book.asks, 'ask');
  const twoSided = bestBid !== null && bestAsk !== null;
  const crossed = twoSided && bestBid >= bestAsk;
  const mid = twoSided && !crossed ? (bestBid + bestAsk) / 2 : null;
  const observed: ObservedBook = {
    venue: book.venue,
    time: book.time,
    best_bid: bestBid,
    best_ask: bestAsk,
    mid,
    mark: book.mark,
    oracle: book.oracle,
    funding: book.funding,
  };

  // stale: the book must describe the market at asOf, not minutes before or after it.
  const ageSeconds = (asOfMs - book.time) / 1000;
  const staleCheck: ReferenceCheck = { reason: 'stale', passed: Math.abs(ageSeconds) <= maxAge.value, value: ageSeconds, limit: maxAge.value, unit: 'seconds' };

  // dead_book: one-sided, crossed or too wide a book has no meaningful mid.
  const spreadBps = mid === null ? null : ((bestAsk! - bestBid!) / mid) * 10_000;
  const deadCheck: ReferenceCheck = { reason: 'dead_book', passed: spreadBps !== null && spreadBps <= maxSpread.value, value: spreadBps, limit: maxSpread.value, unit: 'bps' };

  // illiquid: the thinner side's resting notional near the mid.
  const band = depthRule.value.band_bps / 10_000;
  const depth = mid === null ? null : Math.min(sideDepth(book.bids, (p) => p >= mid * (1 - band), book.contractSize), sideDepth(book.asks, (p) => p <= mid * (1 + band), book.contractSize));
  const depthCheck: ReferenceCheck = { reason: 'illiquid', passed: depth === null ? null : depth >= depthRule.value.min_notional, value: depth, limit: depthRule.value.min_notional, unit: 'notional' };

  // mark_oracle_divergence: an unknown mark or oracle cannot be bounded, so it fails (unknown is never clean).
  const divergenceBps = book.mark === null || book.oracle === null ? null : (Math.abs(book.mark - book.oracle) / book.oracle) * 10_000;
  const divergenceCheck: ReferenceCheck = {
    reason: 'mark_oracle_divergence',
    passed: divergenceBps !== null && divergenceBps <= maxDivergence.value,
    value: divergenceBps,
    limit: maxDivergence.value,
    unit: 'bps',
  };

  // unit_mismatch, then unbounded: the same ratio, read first as a unit error, then as too large a move.
  const ratio = mid === null ? null : mid / lastClose.price;
  const unitCheck: ReferenceCheck = {
    reason: 'unit_mismatch',
    passed: ratio === null ? null : ratio <= maxRatio.value && ratio >= 1 / maxRatio.value,
    value: ratio,
    limit: maxRatio.value,
    unit: 'ratio',
  };
  const movePct = ratio === null ? null : (ratio - 1) * 100;
  const moveCheck: ReferenceCheck = { reason: 'unbounded', passed: movePct === null ? null : Math.abs(movePct) <= maxMove.value, value: movePct, limit: maxMove.value, unit: 'pct' };

  const checks = [staleCheck, deadCheck, depthCheck, divergenceCheck, unitCheck, moveCheck];
  const rules = citeRules(applied, { lang });
  const failed = checks.find((c) => c.passed !== true);

  if (failed !== undefined) {
    const fmt = (x: number | null, digits: number) => (x === null ? '—' : x.toFixed(digits));
    let explanation: string;
    switch (failed.reason) {
      case 'stale':
        explanation = t('explain_stale', { value: fmt(ageSeconds, 1), limit: maxAge.value });
        break;
      case 'dead_book': {
        const detail =
          bestBid === null ? td('no_bid')
          : bestAsk === null ? td('no_ask')
          : crossed ? td('crossed', { bid: bestBid, ask: bestAsk })
          : td('wide_spread', { value: fmt(spreadBps, 1), limit: maxSpread.value });
        explanation = t('explain_dead_book', { detail });
        break;
      }
      case 'illiquid':
        explanation = t('explain_illiquid', { value: fmt(depth, 0), band: depthRule.value.band_bps, limit: depthRule.value.min_notional });
        break;
      case 'mark_oracle_divergence': {
        const detail = book.mark === null ? td('no_mark') : book.oracle === null ? td('no_oracle') : td('divergence', { value: fmt(divergenceBps, 1), limit: maxDivergence.value });
        explanation = t('explain_mark_oracle_divergence', { detail });
        break;
      }
      case 'unit_mismatch':
        explanation = t('explain_unit_mismatch', { value: fmt(ratio, 3), limit: maxRatio.value });
        break;
      case 'unbounded':
        explanation = t('explain_unbounded', { value: fmt(movePct, 2), limit: maxMove.value });
        break;
    }
    return { reference: refused(failed.reason, book.venue), absent: null, checks, observed, explanation, ...rules };
  }

  // Every check passed, so the book is two-sided with a mark and an oracle.
  const reference: ReferencePrice = {
    source: 'perp_exchange_mid',
    coin: book.coin,
    label: book.label,
    quality: 'live',
    reason: null,
    session: 'closed',
    as_of: book.time,
    mid: mid!,
    mark: book.mark!,
    oracle: book.oracle!,
    vs_last_close_pct: movePct!,
    attribution: t('attribution_live', { label: book.label, coin: book.coin, venue: book.venue }),
  };
  return { reference, absent: null, checks, observed, explanation: t('explain_live', { move: movePct!.toFixed(2) }), ...rules };
}

/** Best price of one side among levels with size: highest bid, lowest ask. */
function bestPrice(levels: readonly BookLevel[], side: 'bid' | 'ask'): number | null {
  let best: number | null = null;
  for (const level of levels) {
    if (level.size <= 0) continue;
    if (best === null || (side === 'bid' ? level.price > best : level.price < best)) best = level.price;
  }
  return best;
}

/** Resting notional of the levels whose price passes `inBand`. */
function sideDepth(levels: readonly BookLevel[], inBand: (price: number) => boolean, contractSize: number): number {
  let sum = 0;
  for (const level of levels) if (inBand(level.price)) sum += level.price * level.size * contractSize;
  return sum;
}

function fail(message: string, code: string, field: string): never {
  throw new GuidekitError(`${FN}: ${message}`, { code, field });
}

const isPositive = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;

function readContext(context: ReferenceContext): ReferenceContext {
  if (context === null || typeof context !== 'object') fail('context must be an object', 'invalid_type', 'context');
  const { lastClose, sessionClosed, asOfMs } = context;
  if (typeof sessionClosed !== 'boolean') fail('context.sessionClosed must be a boolean', 'invalid_type', 'context.sessionClosed');
  if (typeof asOfMs !== 'number' || !Number.isFinite(asOfMs)) fail('context.asOfMs must be epoch milliseconds', 'invalid_number', 'context.asOfMs');
  if (lastClose === null || typeof lastClose !== 'object') fail('context.lastClose must be { price, time }', 'invalid_type', 'context.lastClose');
  if (!isPositive(lastClose.price)) fail('context.lastClose.price must be a positive number', 'invalid_number', 'context.lastClose.price');
  if (typeof lastClose.time !== 'number' || !Number.isFinite(lastClose.time)) fail('context.lastClose.time must be epoch milliseconds', 'invalid_number', 'context.lastClose.time');
  if (lastClose.time > asOfMs) fail('context.lastClose.time is after context.asOfMs: a close not yet known', 'out_of_range', 'context.lastClose.time');
  return context;
}

function readSnapshot(snapshot: unknown): PerpBookSnapshot | PerpBookFetchFailure | null {
  if (snapshot === null) return null;
  if (typeof snapshot !== 'object') fail('snapshot must be a book, a fetch failure or null', 'invalid_type', 'snapshot');
  const s = snapshot as Partial<PerpBookSnapshot> & { failed?: unknown };
  if (typeof s.coin !== 'string' || !COIN.test(s.coin)) fail(`snapshot.coin must be <prefix>:<symbol>, got ${JSON.stringify(s.coin)}`, 'invalid_format', 'snapshot.coin');
  if (typeof s.label !== 'string' || s.label.trim() === '') fail('snapshot.label must be the listing\'s label', 'invalid_type', 'snapshot.label');
  if (typeof s.venue !== 'string' || s.venue.trim() === '') fail('snapshot.venue must name the venue', 'invalid_type', 'snapshot.venue');
  if ('failed' in s) {
    if (s.failed !== true) fail('snapshot.failed must be true for a fetch failure', 'invalid_type', 'snapshot.failed');
    return s as PerpBookFetchFailure;
  }
  if (typeof s.time !== 'number' || !Number.isFinite(s.time)) fail('snapshot.time must be epoch milliseconds', 'invalid_number', 'snapshot.time');
  for (const side of ['bids', 'asks'] as const) {
    const levels = s[side];
    if (!Array.isArray(levels)) fail(`snapshot.${side} must be an array of { price, size }`, 'invalid_type', `snapshot.${side}`);
    levels.forEach((level: BookLevel, i: number) => {
      if (!isPositive(level?.price)) fail(`snapshot.${side}[${i}].price must be a positive number`, 'invalid_number', `snapshot.${side}[${i}].price`);
      if (typeof level.size !== 'number' || !Number.isFinite(level.size) || level.size < 0) {
        fail(`snapshot.${side}[${i}].size must be a number ≥ 0`, 'invalid_number', `snapshot.${side}[${i}].size`);
      }
    });
  }
  for (const field of ['mark', 'oracle'] as const) {
    if (s[field] !== null && !isPositive(s[field])) fail(`snapshot.${field} must be a positive number or null`, 'invalid_number', `snapshot.${field}`);
  }
  if (!isPositive(s.contractSize)) fail('snapshot.contractSize must be a positive number', 'invalid_number', 'snapshot.contractSize');
  return s as PerpBookSnapshot;
}
