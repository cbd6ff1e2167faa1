import { GuidekitError } from '../../core/GuidekitError.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { FundingRate } from '../ports/CryptoMarketSource.js';
import { CRYPTO_SCAN, type CryptoScanRule } from '../rules/cryptoScan.js';
import { readScanRule } from './_lib/readScanRule.js';

/** Options of {@link readFundingReading}. */
export interface ReadFundingReadingOptions {
  /** ISO date whose crypto-scan rules apply. Required. */
  readonly asOf: string;
}

/** Result of {@link readFundingReading}. */
export interface FundingReading {
  /** Average funding per hour over the window, annualised (× 24 × 365), as a fraction; null without settlements. */
  readonly annualised: number | null;
  /** annualised ÷ the rule's unit: the engine's positioning z (contrarian beyond ±1.5); null without settlements. */
  readonly z: number | null;
  /** Settlements averaged. */
  readonly settlements: number;
  /** Epoch ms of the latest settlement; null without any. */
  readonly latest_time: number | null;
  readonly venue: string | null;
  readonly rule: AppliedRule<CryptoScanRule>;
}

/**
 * Reads a perpetual's recent funding as a crowding gauge on the engine's positioning scale: the hourly-equivalent
 * funding averaged over the last `funding_window_hours` before the latest settlement, annualised, divided by the
 * rule's unit (25 % a year), so a crowded long (37.5 % a year and more) reads z ≥ 1.5.
 *
 * @param rates - Funding settlements of one perpetual, any order. Not modified.
 * @param options - {@link ReadFundingReadingOptions}.
 * @returns {@link FundingReading}.
 * @throws {@link GuidekitError} `invalid_type` on `rates`; a bad `asOf`.
 * @example
 * ```ts
 * readFundingReading(await ports.crypto.funding('BTC-USD'), { asOf: '2026-11-25' }).z
 * ```
 * @see docs/market-endpoints.md
 */
export function readFundingReading(rates: readonly FundingRate[], options: ReadFundingReadingOptions): FundingReading {
  const fn = 'readFundingReading';
  if (!Array.isArray(rates)) throw new GuidekitError(`${fn}: rates must be an array`, { code: 'invalid_type', field: 'rates' });
  const rule = readScanRule(fn, CRYPTO_SCAN, options?.asOf);
  const usable = rates.filter((r) => r !== null && typeof r === 'object' && Number.isFinite(r.rate) && r.intervalHours > 0 && Number.isFinite(r.time));
  if (usable.length === 0) return { annualised: null, z: null, settlements: 0, latest_time: null, venue: null, rule };
  const latest = usable.reduce((a, b) => (b.time > a.time ? b : a));
  const from = latest.time - rule.value.funding_window_hours * 3_600_000;
  const window = usable.filter((r) => r.time > from);
  let hourly = 0;
  for (const r of window) hourly += r.rate / r.intervalHours;
  hourly /= window.length;
  const annualised = hourly * 24 * 365;
  return { annualised, z: annualised / rule.value.funding_unit_annualised, settlements: window.length, latest_time: latest.time, venue: latest.venue, rule };
}
