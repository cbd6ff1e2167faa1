/**
 * Benchmarks of the price-driven market endpoints, in process through invokeEndpoint with in-memory ports (the bars
 * already fetched, as from the fetch layer's cache), each against its floor measured in the same run:
 *
 * - GET /api/signal/generate on 5,000 daily bars (target 5 ms median) against generateSignal alone on the same bars:
 *   the ratio is what the catalog adds (validation, resampling, the factor inputs, the session and reference checks,
 *   citations, the data block);
 * - GET /api/scan/market over its 42 instruments (target 100 ms median) against the 42 generateSignal calls alone;
 * - POST /api/analysis, a full report for a plain-language question about one instrument (target 200 ms median), against
 *   the routed signal/generate call alone: the ratio is what the router, the report and its narrative add.
 *
 * Run standalone with `npx tsx bench/marketEndpoints.bench.ts`, or import {@link runMarketEndpointsBench}.
 */
import { invokeEndpoint } from '../src/catalog/invokeEndpoint.js';
import { marketAnalysis } from '../src/catalog/markets/analysis.js';
import { scanMarket } from '../src/catalog/markets/scanMarket.js';
import { signalGenerate } from '../src/catalog/markets/signalGenerate.js';
import { listScanUniverse } from '../src/markets/instruments/listScanUniverse.js';
import type { CryptoMarketSource, MarketBars, PriceSource } from '../src/markets/ports/index.js';
import { generateSignal } from '../src/markets/signals/generateSignal.js';
import { makeSignalBenchBars } from './signals.bench.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { isMainModule, printBenchRows } from './_lib/printBenchRows.js';
import { timeMedian } from './_lib/timeMedian.js';
import { timeMedianAsync } from './_lib/timeMedianAsync.js';

/** What the benchmark reports: a row of bench/run.ts. */
export type MarketEndpointsBenchResult = BenchRow;

/** Target median of one signal/generate call on 5,000 daily bars. */
export const GENERATE_BENCH_TARGET_MS = 5;
/** Target median of one scan/market call over 42 instruments from cached bars. */
export const SCAN_MARKET_BENCH_TARGET_MS = 100;
/** Target median of one full analysis report from cached data. */
export const ANALYSIS_REPORT_BENCH_TARGET_MS = 200;
/** The question the analysis benchmark asks: routed to the price engines of one instrument. */
export const ANALYSIS_BENCH_QUESTION = 'Is EURUSD a buy this week?';

const AS_OF = '2026-11-25';
const DAY = 86_400_000;

/** The benchmark's bars relabelled to end on `AS_OF`, under `symbol`, prices scaled (so every instrument differs). */
function barsFor(base: MarketBars, symbol: string, scale: number, length: number): MarketBars {
  const n = base.times.length;
  const from = n - length;
  const shift = Date.parse(`${AS_OF}T00:00:00Z`) - (base.times[n - 1] as number);
  const part = (a: Float64Array, f: (x: number) => number) => Float64Array.from(a.subarray(from), f);
  return {
    symbol,
    interval: '1d',
    currency: 'USD',
    times: part(base.times, (t) => Math.round((t + shift) / DAY) * DAY),
    open: part(base.open, (x) => x * scale),
    high: part(base.high, (x) => x * scale),
    low: part(base.low, (x) => x * scale),
    close: part(base.close, (x) => x * scale),
    volume: part(base.volume, (x) => x),
  };
}

/** An in-memory port serving cached bars (and noting the read, as the fetch layer does for a cache hit). */
function cachedPorts(bars: Readonly<Record<string, MarketBars>>): { prices: PriceSource; crypto: CryptoMarketSource } {
  const note = (call: { trace?: { record(u: unknown): void } } | undefined) =>
    call?.trace?.record({ source: 'cache', host: null, url: null, fetched_at: '2026-11-25T15:00:00.000Z', age_seconds: 0, from_cache: true });
  const load = async (request: { symbol: string }, call?: { trace?: { record(u: unknown): void } }) => {
    note(call);
    return bars[request.symbol]!;
  };
  const none = async () => {
    throw new Error('not read by this benchmark');
  };
  return {
    prices: { loadBars: load, quote: none },
    // No funding or fear-and-greed readings are cached: those factors are listed as not used.
    crypto: { loadBars: load, topByMarketCap: none, funding: async () => [], fearGreed: async () => [] },
  } as unknown as { prices: PriceSource; crypto: CryptoMarketSource };
}

/**
 * Times signal/generate on 5,000 daily bars, scan/market over 42 instruments and one analysis report through
 * invokeEndpoint.
 *
 * @returns Three rows.
 * @example
 * ```ts
 * const [generate, scan, analysis] = await runMarketEndpointsBench();
 * ```
 */
export async function runMarketEndpointsBench(): Promise<MarketEndpointsBenchResult[]> {
  const base = makeSignalBenchBars();
  const spx = barsFor(base, 'SPX', 1, 5_000);
  const one = cachedPorts({ SPX: spx });
  const generateParams = { instrument: 'SPX', timeframe: '1d' };
  const first = await invokeEndpoint(signalGenerate, generateParams, { asOf: AS_OF, ports: one });
  if (first.status !== 200) throw new Error(`signal/generate answered ${first.status}: ${JSON.stringify(first.body)}`);
  const settings = { warmup: 30, batches: 31, perBatch: 10 };
  const generateMs = await timeMedianAsync(() => invokeEndpoint(signalGenerate, generateParams, { asOf: AS_OF, ports: one }), settings);
  const generateFloor = timeMedian(() => generateSignal(spx, { asOf: AS_OF }), settings);

  // Daily history as the sources give it: 5,000 bars for FX, metals and indices; 2,000 for crypto (the crypto window).
  const instruments = listScanUniverse('market', { asOf: AS_OF }).instruments;
  const cache: Record<string, MarketBars> = {};
  instruments.forEach((spec, i) => {
    cache[spec.id] = barsFor(base, spec.id, 0.5 + i * 0.05, spec.assetClass === 'crypto' ? 2_000 : 5_000);
  });
  const many = cachedPorts(cache);
  const scanParams = { style: 'longterm' };
  const scan = await invokeEndpoint(scanMarket, scanParams, { asOf: AS_OF, ports: many });
  if (scan.status !== 200) throw new Error(`scan/market answered ${scan.status}: ${JSON.stringify(scan.body).slice(0, 300)}`);
  const ranked = (scan.body as { ranked: unknown[] }).ranked.length;
  const scanSettings = { warmup: 3, batches: 11, perBatch: 2 };
  const scanMs = await timeMedianAsync(() => invokeEndpoint(scanMarket, scanParams, { asOf: AS_OF, ports: many }), scanSettings);
  const scanFloor = timeMedian(() => {
    let last: unknown;
    for (const spec of instruments) last = generateSignal(cache[spec.id]!, { asOf: AS_OF });
    return last;
  }, scanSettings);

  // A full report for a question about one instrument, from the same cached daily bars.
  const fx = cachedPorts({ EURUSD: barsFor(base, 'EURUSD', 0.0003, 5_000) });
  const question = { question: ANALYSIS_BENCH_QUESTION };
  const report = await invokeEndpoint(marketAnalysis, question, { asOf: AS_OF, ports: fx });
  if (report.status !== 200) throw new Error(`analysis answered ${report.status}: ${JSON.stringify(report.body).slice(0, 300)}`);
  const routed = (report.body as { engines: { endpoint?: string; path?: string }[] }).engines.length;
  const reportSettings = { warmup: 10, batches: 21, perBatch: 5 };
  const reportMs = await timeMedianAsync(() => invokeEndpoint(marketAnalysis, question, { asOf: AS_OF, ports: fx }), reportSettings);
  const reportFloor = await timeMedianAsync(() => invokeEndpoint(signalGenerate, { instrument: 'EURUSD', timeframe: '1d' }, { asOf: AS_OF, ports: fx }), reportSettings);

  return [
    benchRow('GET /api/signal/generate: 5,000 daily bars via invokeEndpoint, in-memory prices (floor: generateSignal alone)', {
      medianMs: generateMs,
      floorMedianMs: generateFloor,
      targetMs: GENERATE_BENCH_TARGET_MS,
      iterations: settings.batches * settings.perBatch,
    }),
    benchRow(`GET /api/scan/market: ${instruments.length} instruments (${ranked} ranked) from cached daily bars via invokeEndpoint (floor: the ${instruments.length} generateSignal calls alone)`, {
      medianMs: scanMs,
      floorMedianMs: scanFloor,
      targetMs: SCAN_MARKET_BENCH_TARGET_MS,
      iterations: scanSettings.batches * scanSettings.perBatch,
    }),
    benchRow(`POST /api/analysis: "${ANALYSIS_BENCH_QUESTION}", ${routed} engine call(s), 5,000 cached daily bars via invokeEndpoint (floor: signal/generate for EURUSD alone)`, {
      medianMs: reportMs,
      floorMedianMs: reportFloor,
      targetMs: ANALYSIS_REPORT_BENCH_TARGET_MS,
      iterations: reportSettings.batches * reportSettings.perBatch,
    }),
  ];
}

if (isMainModule(import.meta.url)) printBenchRows(await runMarketEndpointsBench(), { medianDigits: 4, floorDigits: 4 });
