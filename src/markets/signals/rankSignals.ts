import { GuidekitError } from '../../core/GuidekitError.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { breakevenProbability } from './_lib/breakevenProbability.js';
import type { GenerateSignalResult } from './generateSignal.js';
import { rankSignalsMessages, type RankSignalsKey } from './messages/rankSignals.js';

/** The fields of a {@link generateSignal} call that ranking reads. */
export type RankableCall = Pick<
  GenerateSignalResult,
  'symbol' | 'candidate' | 'direction' | 'entry' | 'probability' | 'probability_interval' | 'risk_points' | 'reward_ratio' | 'spread' | 'history'
>;

/**
 * One call to rank, with the class of its instrument: usually the instrument table's `AssetClass` (`forex`, `commodity`,
 * `metal`, `index`, `crypto`, `future`, `equity`), but any label the caller's `spreadBps` uses.
 */
export interface RankableSignal {
  readonly call: RankableCall;
  readonly instrumentClass?: string;
}

/** Options of {@link rankSignals}. */
export interface RankSignalsOptions {
  /**
   * Round-trip spread per instrument class, in basis points of the entry price (e.g. `{ forex: 1, crypto: 10 }`). A call
   * of a listed class is costed at entry × bps ÷ 10,000 instead of its own `spread`. Default none: each call's own
   * spread.
   */
  readonly spreadBps?: Readonly<Record<string, number>>;
  /** Language of the reasons. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** One call in the ranking, costed. */
export interface RankedSignal {
  /** 1-based position in `ranked`. */
  readonly rank: number;
  /** Position of the call in the input. */
  readonly index: number;
  readonly symbol: string;
  readonly instrument_class: string | null;
  /** The candidate side when the call clears its costs here, else no_signal. */
  readonly direction: 'long' | 'short' | 'no_signal';
  readonly tradable: boolean;
  readonly probability: number;
  /** Spread in price units used for this call. */
  readonly spread: number;
  readonly breakeven_probability: number | null;
  /** probability − breakeven_probability; null without a candidate or a risk. */
  readonly edge: number | null;
  readonly samples: number;
  readonly call: RankableCall;
}

/** The ranking: the best tradable call (or null) and every call in order, with the reasons. */
export interface RankSignalsResult {
  readonly top: RankedSignal | null;
  readonly ranked: readonly RankedSignal[];
  readonly reasons: readonly { readonly code: RankSignalsKey; readonly message: string }[];
}

const fmt = (x: number): string => String(Number(x.toFixed(4)));

/** Ascending by the first key that differs: tradable first, larger edge, more samples, higher lower bound, symbol, input order. */
function compareRanked(a: RankedSignal, b: RankedSignal): number {
  if (a.tradable !== b.tradable) return a.tradable ? -1 : 1;
  const ea = a.edge ?? Number.NEGATIVE_INFINITY;
  const eb = b.edge ?? Number.NEGATIVE_INFINITY;
  if (ea !== eb) return eb - ea > 0 ? 1 : -1;
  if (a.samples !== b.samples) return b.samples - a.samples;
  const la = a.call.probability_interval.lower;
  const lb = b.call.probability_interval.lower;
  if (la !== lb) return lb - la > 0 ? 1 : -1;
  if (a.symbol !== b.symbol) return a.symbol < b.symbol ? -1 : 1;
  return a.index - b.index;
}

/**
 * Ranks calls from a scan by their edge over the break-even probability after costs, and picks the top call.
 *
 * @remarks
 * Each call's edge is its probability minus (risk + spread)/((1 + reward_ratio)·risk), with the spread of its
 * instrument class when `spreadBps` lists it. A call is tradable when it has a candidate side, a sufficient history
 * (its probability is not the bare baseline), a positive edge and a spread below its reward. Order: tradable calls
 * first; then larger edge; ties broken by more past samples (the better-evidenced estimate), then the higher lower
 * bound of the probability interval, then the symbol (code-unit order), then input order, so the ranking is
 * deterministic. The top call is the first tradable one, or null when nothing clears its costs.
 *
 * @param calls - Calls from {@link generateSignal} with their instrument classes. Not modified.
 * @param options - {@link RankSignalsOptions}.
 * @returns {@link RankSignalsResult}.
 * @throws {@link GuidekitError} `invalid_type` on `calls` or `calls[i].call`, `invalid_number` on a `spreadBps` entry,
 *   `invalid_lang`.
 * @example
 * ```ts
 * const scan = rankSignals([{ call: eurusd, instrumentClass: 'forex' }, { call: btc, instrumentClass: 'crypto' }], { spreadBps: { forex: 1, crypto: 10 } });
 * scan.top?.symbol;
 * ```
 * @see docs/signal-model.md
 */
export function rankSignals(calls: readonly RankableSignal[], options: RankSignalsOptions = {}): RankSignalsResult {
  const fn = 'rankSignals';
  if (!Array.isArray(calls)) throw new GuidekitError(`${fn}: calls must be an array`, { code: 'invalid_type', field: 'calls' });
  const lang = readEngineLang(options.lang, { fn });
  const t = createTranslate(rankSignalsMessages, lang);
  const bps = options.spreadBps ?? {};
  for (const [cls, v] of Object.entries(bps)) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
      throw new GuidekitError(`${fn}: spreadBps.${cls} must be a number ≥ 0`, { code: 'invalid_number', field: `spreadBps.${cls}` });
    }
  }
  const items: RankedSignal[] = calls.map((item, index) => {
    const call = item?.call;
    if (call === null || typeof call !== 'object' || typeof call.probability !== 'number') {
      throw new GuidekitError(`${fn}: calls[${index}].call must be a generateSignal result`, { code: 'invalid_type', field: `calls[${index}].call` });
    }
    const cls = typeof item.instrumentClass === 'string' ? item.instrumentClass : null;
    const classBps = cls !== null && Object.hasOwn(bps, cls) ? (bps[cls] as number) : undefined;
    const spread = classBps === undefined ? call.spread : (call.entry * classBps) / 10_000;
    const risk = call.risk_points;
    const breakeven = risk === null || !(risk > 0) ? null : breakevenProbability(risk, call.reward_ratio, spread);
    const edge = call.candidate === null || breakeven === null ? null : call.probability - breakeven;
    const tradable = edge !== null && edge > 0 && call.history.sufficient && risk !== null && spread < call.reward_ratio * risk;
    return {
      rank: 0,
      index,
      symbol: call.symbol,
      instrument_class: cls,
      direction: tradable ? (call.candidate as 'long' | 'short') : 'no_signal',
      tradable,
      probability: call.probability,
      spread,
      breakeven_probability: breakeven,
      edge,
      samples: call.history.samples,
      call,
    };
  });
  const ranked = items.sort(compareRanked).map((r, i) => ({ ...r, rank: i + 1 }));
  const top = ranked[0]?.tradable ? (ranked[0] as RankedSignal) : null;
  const reasons: { code: RankSignalsKey; message: string }[] = [];
  if (ranked.length === 0) reasons.push({ code: 'no_calls', message: t('no_calls') });
  else if (top === null) reasons.push({ code: 'nothing_clears_costs', message: t('nothing_clears_costs', { count: ranked.length }) });
  else {
    reasons.push({
      code: 'top_call',
      message: t('top_call', {
        symbol: top.symbol,
        direction: t(top.direction === 'long' ? 'side_long' : 'side_short'),
        edge: fmt(top.edge as number),
        probability: fmt(top.probability),
        breakeven: fmt(top.breakeven_probability as number),
        samples: top.samples,
      }),
    });
  }
  return { top, ranked, reasons };
}
