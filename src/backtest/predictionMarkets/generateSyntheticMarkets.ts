import { GuidekitError } from '../../core/GuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { createSeededRandom } from '../_lib/seededRandom.js';
import type { MarketQuote, MarketVenue, PredictionMarket } from './types.js';

/** Options of {@link generateSyntheticMarkets}. */
export interface GenerateSyntheticMarketsOptions {
  /** Seed of the generator; the same seed and options give the same markets. Default 1. */
  readonly seed?: number;
  /** Number of markets, 1 to 100 000. Default 200. */
  readonly count?: number;
  /** ISO date the first market opens; markets open one after another over the following year. Default `2024-01-01`. */
  readonly start?: string;
  /** Categories drawn from uniformly. Default the manifest's `crypto, economics, geopolitics, politics`. */
  readonly categories?: readonly string[];
  /** Venues drawn from uniformly. Default `kalshi, polymarket`. */
  readonly venues?: readonly MarketVenue[];
  /** Share of markets that end void, in [0, 1). Default 0.03. */
  readonly voidRate?: number;
  /** Share of markets still unresolved, in [0, 1). Default 0.05. */
  readonly unresolvedRate?: number;
}

const DAY = 86_400_000;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const clampPrice = (x: number) => Math.min(0.99, Math.max(0.01, x));

function readRate(fn: string, field: string, v: unknown, fallback: number): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !(v >= 0 && v < 1)) throw new GuidekitError(`${fn}: ${field} must be a number in [0, 1)`, { code: 'invalid_number', field });
  return v;
}

/**
 * Generates seeded synthetic prediction markets for tests and demonstrations (no real venue data ships with guidekit).
 *
 * @remarks
 * Each market draws a true probability p uniform in [0.05, 0.95] and resolves YES with probability p. Its YES mid starts
 * near p with noise and drifts toward the outcome as the close nears, so late quotes carry information (a backtest must
 * not read quotes at or after the close). The spread is 1–5 cents around the mid and the depth at the ask 20–2 000
 * contracts, so large orders meet a thin book. A share of markets ends void or unresolved. One quote a day at 12:00 UTC.
 *
 * @param options - {@link GenerateSyntheticMarketsOptions}.
 * @returns The markets, in opening order.
 * @throws {@link GuidekitError} for a bad seed, count, start, rate, category or venue list.
 * @example
 * ```ts
 * const markets = generateSyntheticMarkets({ seed: 42, count: 500 });
 * ```
 * @see docs/prediction-markets.md
 */
export function generateSyntheticMarkets(options: GenerateSyntheticMarketsOptions = {}): PredictionMarket[] {
  const fn = 'generateSyntheticMarkets';
  const seed = options.seed ?? 1;
  if (!Number.isInteger(seed)) throw new GuidekitError(`${fn}: seed must be an integer`, { code: 'invalid_number', field: 'seed' });
  const count = options.count ?? 200;
  if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new GuidekitError(`${fn}: count must be a whole number from 1 to 100000`, { code: 'invalid_number', field: 'count' });
  const start = Date.parse(`${parseIsoDate(options.start ?? '2024-01-01', { fn, field: 'start' })}T12:00:00Z`);
  const categories = options.categories ?? ['crypto', 'economics', 'geopolitics', 'politics'];
  if (!Array.isArray(categories) || categories.length === 0 || categories.some((c) => typeof c !== 'string' || c.trim() === '')) {
    throw new GuidekitError(`${fn}: categories must be a non-empty list of texts`, { code: 'invalid_type', field: 'categories' });
  }
  const venues = options.venues ?? ['kalshi', 'polymarket'];
  if (!Array.isArray(venues) || venues.length === 0 || venues.some((v) => !['kalshi', 'polymarket', 'other'].includes(v))) {
    throw new GuidekitError(`${fn}: venues must list kalshi, polymarket or other`, { code: 'invalid_type', field: 'venues' });
  }
  const voidRate = readRate(fn, 'voidRate', options.voidRate, 0.03);
  const unresolvedRate = readRate(fn, 'unresolvedRate', options.unresolvedRate, 0.05);
  if (voidRate + unresolvedRate >= 1) throw new GuidekitError(`${fn}: voidRate + unresolvedRate must be below 1`, { code: 'invalid_number', field: 'unresolvedRate' });

  const generator = createSeededRandom(seed);
  const rand = (): number => generator.nextFloat();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const markets: PredictionMarket[] = [];
  for (let k = 0; k < count; k++) {
    const open = start + Math.floor((k * 365) / count) * DAY;
    const days = 3 + Math.floor(rand() * 58);
    const close = open + days * DAY;
    const p = 0.05 + 0.9 * rand();
    const yes = rand() < p;
    const fate = rand();
    const status = fate < voidRate ? 'void' : fate < voidRate + unresolvedRate ? 'unresolved' : 'resolved';
    const history: MarketQuote[] = [];
    let noise = (rand() - 0.5) * 0.2;
    for (let d = 0; d < days; d++) {
      const progress = d / days;
      noise = noise * 0.8 + (rand() - 0.5) * 0.08;
      // The mid moves from the prior toward the (hidden) outcome as information arrives.
      const target = status === 'resolved' ? (yes ? 1 : 0) : p;
      const mid = clampPrice(p + (target - p) * progress * progress + noise);
      const half = (0.01 + 0.04 * rand()) / 2;
      history.push({
        t: new Date(open + d * DAY).toISOString().replace('.000Z', 'Z'),
        yes_bid: round3(clampPrice(mid - half)),
        yes_ask: round3(Math.max(clampPrice(mid + half), clampPrice(mid - half) + 0.001)),
        depth: 20 + Math.floor(rand() * 1980),
      });
    }
    markets.push({
      id: `SYN-${seed}-${k + 1}`,
      venue: pick(venues),
      category: pick(categories).trim().toLowerCase(),
      close_time: new Date(close).toISOString().replace('.000Z', 'Z'),
      status,
      outcome: status === 'resolved' ? (yes ? 'yes' : 'no') : null,
      history,
    });
  }
  return markets;
}
