import { GuidekitError } from '../../core/GuidekitError.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { FearGreedReading } from '../ports/CryptoMarketSource.js';
import { CRYPTO_SCAN, type CryptoScanRule } from '../rules/cryptoScan.js';
import { readScanRule } from './_lib/readScanRule.js';

/** Options of {@link alignFearGreed}. */
export interface AlignFearGreedOptions {
  /** ISO date whose crypto-scan rules apply. Required. */
  readonly asOf: string;
}

/** Result of {@link alignFearGreed}. */
export interface AlignFearGreedResult {
  /** One sentiment reading in [−1, 1] per bar (NaN before the first reading), aligned with `times`. */
  readonly sentiment: Float64Array;
  /** The reading the last bar sees; null when none. */
  readonly latest: { readonly value: number; readonly classification: string; readonly time: number; readonly sentiment: number } | null;
  readonly rule: AppliedRule<CryptoScanRule>;
}

/**
 * Puts the crypto fear-and-greed index on the signal engine's sentiment scale, bar by bar: (value − 50) ÷ 50, each bar
 * reading the latest index published at or before its open (the index is stamped with its day's start).
 *
 * @param readings - Index readings, any order. Not modified.
 * @param times - Bar open times, epoch ms, ascending.
 * @param options - {@link AlignFearGreedOptions}.
 * @returns {@link AlignFearGreedResult}.
 * @throws {@link GuidekitError} `invalid_type` on `readings` or `times`; a bad `asOf`.
 * @example
 * ```ts
 * const { sentiment } = alignFearGreed(await ports.crypto.fearGreed(2000), bars.times, { asOf: '2026-11-25' });
 * ```
 * @see docs/market-endpoints.md
 */
export function alignFearGreed(readings: readonly FearGreedReading[], times: ArrayLike<number>, options: AlignFearGreedOptions): AlignFearGreedResult {
  const fn = 'alignFearGreed';
  if (!Array.isArray(readings)) throw new GuidekitError(`${fn}: readings must be an array`, { code: 'invalid_type', field: 'readings' });
  if (times === null || typeof times !== 'object' || typeof times.length !== 'number') throw new GuidekitError(`${fn}: times must be an array of epoch ms`, { code: 'invalid_type', field: 'times' });
  const rule = readScanRule(fn, CRYPTO_SCAN, options?.asOf);
  const { fear_greed_neutral: neutral, fear_greed_half_range: half } = rule.value;
  const sorted = readings
    .filter((r) => r !== null && typeof r === 'object' && Number.isFinite(r.value) && Number.isFinite(r.time))
    .slice()
    .sort((a, b) => a.time - b.time);
  const scale = (v: number) => Math.max(-1, Math.min(1, (v - neutral) / half));
  const sentiment = new Float64Array(times.length).fill(Number.NaN);
  let k = -1;
  for (let i = 0; i < times.length; i++) {
    const t = times[i] as number;
    while (k + 1 < sorted.length && (sorted[k + 1] as FearGreedReading).time <= t) k++;
    if (k >= 0) sentiment[i] = scale((sorted[k] as FearGreedReading).value);
  }
  const lastTime = times.length === 0 ? Number.POSITIVE_INFINITY : (times[times.length - 1] as number);
  const seen = sorted.filter((r) => r.time <= lastTime);
  const last = seen[seen.length - 1];
  return {
    sentiment,
    latest: last === undefined ? null : { value: last.value, classification: last.classification, time: last.time, sentiment: scale(last.value) },
    rule,
  };
}
