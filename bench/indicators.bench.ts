/**
 * Benchmark of the batch indicators over 1,000,000 floats (a synthetic seeded random walk, labelled: it only times
 * code): computeSma, computeEma, computeWma, computeRsi and computeBollingerBands, each against its floor, a plain
 * Float64Array loop doing the same arithmetic with no validation and no options (goal: within 1.2x of the floor).
 *
 * Rounds are interleaved (one timing of each function, then the next round), so a burst of load on the machine hits
 * the engine and its floor alike; each row reports the median over the rounds.
 *
 * Peers, when installed here: trading-signals (npm, `SMA`/`EMA` streaming classes, timed over the same series) and
 * TA-Lib's Python wheel (`import talib`). A missing peer is reported as skipped; the floor is always timed.
 *
 * Run standalone with `npx tsx bench/indicators.bench.ts`, or import {@link runIndicatorsBench}.
 */
import { execFileSync } from 'node:child_process';
import { computeBollingerBands } from '../src/markets/indicators/computeBollingerBands.js';
import { computeEma } from '../src/markets/indicators/computeEma.js';
import { computeRsi } from '../src/markets/indicators/computeRsi.js';
import { computeSma } from '../src/markets/indicators/computeSma.js';
import { computeWma } from '../src/markets/indicators/computeWma.js';
import { benchRow, type BenchRow } from './_lib/benchRow.js';
import { mulberry32 } from './_lib/mulberry32.js';
import { isMainModule } from './_lib/printBenchRows.js';
import { median } from './_lib/timeMedian.js';

export const INDICATOR_BENCH_LENGTH = 1_000_000;
/** Target of one 1M-value indicator call, milliseconds. */
export const INDICATOR_BENCH_TARGET_MS = 20;

/** Synthetic (labelled) random walk of `n` closes: only for timing. */
function makeSeries(n: number): Float64Array {
  const rnd = mulberry32(7);
  const x = new Float64Array(n);
  let p = 100;
  for (let i = 0; i < n; i++) {
    p *= 1 + (rnd() - 0.5) * 0.02;
    x[i] = p;
  }
  return x;
}

// Floors: the same recurrences as the engine, on a Float64Array, output allocated once.
function floorSma(x: Float64Array, p: number): Float64Array {
  const out = new Float64Array(x.length);
  let s = 0;
  for (let i = 0; i < x.length; i++) {
    s += x[i]!;
    if (i >= p - 1) {
      out[i] = s / p;
      s -= x[i - p + 1]!;
    } else out[i] = Number.NaN;
  }
  return out;
}
function floorEma(x: Float64Array, p: number): Float64Array {
  const out = new Float64Array(x.length);
  const k = 2 / (p + 1);
  let s = 0;
  for (let i = 0; i < p; i++) {
    s += x[i]!;
    out[i] = Number.NaN;
  }
  let prev = s / p;
  out[p - 1] = prev;
  for (let i = p; i < x.length; i++) out[i] = prev = (x[i]! - prev) * k + prev;
  return out;
}
function floorWma(x: Float64Array, p: number): Float64Array {
  const out = new Float64Array(x.length);
  const d = (p * (p + 1)) / 2;
  let plain = 0;
  let w = 0;
  for (let i = 0; i < x.length; i++) {
    const v = x[i]!;
    plain += v;
    if (i < p - 1) {
      w += v * (i + 1);
      out[i] = Number.NaN;
      continue;
    }
    w += v * p;
    out[i] = w / d;
    w -= plain;
    plain -= x[i - p + 1]!;
  }
  return out;
}
function floorRsi(x: Float64Array, p: number): Float64Array {
  const out = new Float64Array(x.length);
  let g = 0;
  let l = 0;
  for (let i = 0; i <= p; i++) out[i] = Number.NaN;
  for (let i = 1; i <= p; i++) {
    const d = x[i]! - x[i - 1]!;
    if (d < 0) l -= d;
    else g += d;
  }
  g /= p;
  l /= p;
  out[p] = 100 * (g / (g + l));
  for (let i = p + 1; i < x.length; i++) {
    const d = x[i]! - x[i - 1]!;
    g = (g * (p - 1) + (d > 0 ? d : 0)) / p;
    l = (l * (p - 1) + (d < 0 ? -d : 0)) / p;
    out[i] = 100 * (g / (g + l));
  }
  return out;
}
function floorBollinger(x: Float64Array, p: number): Float64Array[] {
  const n = x.length;
  const up = new Float64Array(n);
  const mid = new Float64Array(n);
  const lo = new Float64Array(n);
  let s = 0;
  let m2 = 0;
  let prevMean = 0;
  for (let i = 0; i < n; i++) {
    const v = x[i]!;
    s += v;
    if (i < p - 1) {
      up[i] = mid[i] = lo[i] = Number.NaN;
      continue;
    }
    const mean = s / p;
    if (i === p - 1) for (let j = 0; j < p; j++) m2 += (x[j]! - mean) ** 2;
    else {
      const old = x[i - p]!;
      m2 += (v - old) * (v - mean + old - prevMean);
    }
    prevMean = mean;
    s -= x[i - p + 1]!;
    const sd = m2 > 0 ? Math.sqrt(m2 / p) : 0;
    mid[i] = mean;
    up[i] = mean + 2 * sd;
    lo[i] = mean - 2 * sd;
  }
  return [up, mid, lo];
}

/** trading-signals' streaming SMA/EMA over the series, when the package is installed (it is not a dependency). */
async function loadTradingSignals(): Promise<Record<string, (x: Float64Array, p: number) => unknown> | string> {
  try {
    const name = 'trading-signals';
    const ts = (await import(name)) as Record<string, new (p: number) => { add(v: number): unknown; getResult?(): unknown }>;
    const run = (Cls: new (p: number) => { add(v: number): unknown }) => (x: Float64Array, p: number) => {
      const ind = new Cls(p);
      let last: unknown;
      for (let i = 0; i < x.length; i++) last = ind.add(x[i]!);
      return last;
    };
    const out: Record<string, (x: Float64Array, p: number) => unknown> = {};
    const fastSma = ts.FasterSMA ?? ts.SMA;
    const fastEma = ts.FasterEMA ?? ts.EMA;
    if (fastSma) out.sma = run(fastSma);
    if (fastEma) out.ema = run(fastEma);
    return out;
  } catch {
    return 'trading-signals is not installed (npm i -D trading-signals to time it)';
  }
}

/** TA-Lib's Python wheel timing SMA/EMA/WMA/RSI/BBANDS over a same-length random walk, or why it cannot run. */
function timeTaLib(n: number, rounds: number): Record<string, number> | string {
  const script = `
import json, time, numpy as np, talib
rng = np.random.default_rng(7); x = 100*np.cumprod(1+(rng.random(${n})-0.5)*0.02)
res = {}
for name, f in [('sma', lambda: talib.SMA(x, 30)), ('ema', lambda: talib.EMA(x, 30)), ('wma', lambda: talib.WMA(x, 30)), ('rsi', lambda: talib.RSI(x, 14)), ('bbands', lambda: talib.BBANDS(x, 20, 2, 2))]:
    s = []
    for _ in range(${rounds}):
        t = time.perf_counter(); f(); s.append((time.perf_counter()-t)*1000)
    s.sort(); res[name] = s[len(s)//2]
print(json.dumps(res))`;
  try {
    return JSON.parse(execFileSync('python3', ['-c', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 }).trim()) as Record<string, number>;
  } catch (error) {
    const message = (error as { stderr?: string }).stderr ?? String(error);
    return `TA-Lib's Python wheel is not importable here (${message.trim().split('\n').at(-1)})`;
  }
}

/** What the indicator benchmark reports: rows (engine vs floor) and the peers' medians or why they were skipped. */
export interface IndicatorsBenchResult {
  readonly rows: BenchRow[];
  readonly peers: { readonly name: string; readonly medians?: Record<string, number>; readonly skipped?: string }[];
}

/**
 * Times the batch indicators over 1M floats against their plain-loop floors, interleaved, plus any installed peer.
 *
 * @param options - `rounds` interleaved rounds (default 15).
 * @returns One row per indicator and the peers.
 * @example
 * ```ts
 * const { rows } = await runIndicatorsBench({ rounds: 5 }); rows[0].ratio;
 * ```
 */
export async function runIndicatorsBench(options: { rounds?: number } = {}): Promise<IndicatorsBenchResult> {
  const rounds = options.rounds ?? 15;
  const x = makeSeries(INDICATOR_BENCH_LENGTH);
  const cases: { name: string; engine: () => unknown; floor: () => unknown }[] = [
    { name: 'computeSma(period 30)', engine: () => computeSma(x, { period: 30 }), floor: () => floorSma(x, 30) },
    { name: 'computeEma(period 30)', engine: () => computeEma(x, { period: 30 }), floor: () => floorEma(x, 30) },
    { name: 'computeWma(period 30)', engine: () => computeWma(x, { period: 30 }), floor: () => floorWma(x, 30) },
    { name: 'computeRsi(period 14)', engine: () => computeRsi(x, { period: 14 }), floor: () => floorRsi(x, 14) },
    { name: 'computeBollingerBands(20, 2, 2)', engine: () => computeBollingerBands(x, { period: 20 }), floor: () => floorBollinger(x, 20) },
  ];
  const ts = await loadTradingSignals();
  const peerCases = typeof ts === 'string' ? [] : Object.entries(ts).map(([k, f]) => ({ name: k, run: () => f(x, 30) }));
  const samples = cases.map(() => ({ engine: [] as number[], floor: [] as number[] }));
  const peerSamples = peerCases.map(() => [] as number[]);
  let sink = 0;
  const time = (f: () => unknown): number => {
    const t = performance.now();
    const r = f();
    const ms = performance.now() - t;
    if (r === undefined) sink++;
    return ms;
  };
  for (let w = 0; w < 3; w++) for (const c of cases) (c.engine(), c.floor());
  for (let r = 0; r < rounds; r++) {
    cases.forEach((c, k) => {
      // Alternate which goes first so neither always runs right after a garbage collection of the other's output.
      if (r % 2 === 0) {
        samples[k]!.engine.push(time(c.engine));
        samples[k]!.floor.push(time(c.floor));
      } else {
        samples[k]!.floor.push(time(c.floor));
        samples[k]!.engine.push(time(c.engine));
      }
    });
    peerCases.forEach((p, k) => peerSamples[k]!.push(time(p.run)));
  }
  if (sink < 0) console.log(sink);
  const rows = cases.map((c, k) =>
    benchRow(`${c.name}: ${INDICATOR_BENCH_LENGTH.toLocaleString('en')} floats (floor: plain Float64Array loop)`, {
      medianMs: median(samples[k]!.engine), floorMedianMs: median(samples[k]!.floor), targetMs: INDICATOR_BENCH_TARGET_MS, iterations: rounds,
    }),
  );
  const talib = timeTaLib(INDICATOR_BENCH_LENGTH, rounds);
  return {
    rows,
    peers: [
      typeof ts === 'string' ? { name: 'trading-signals', skipped: ts } : { name: 'trading-signals', medians: Object.fromEntries(peerCases.map((p, k) => [p.name, median(peerSamples[k]!)])) },
      typeof talib === 'string' ? { name: 'TA-Lib (Python)', skipped: talib } : { name: 'TA-Lib (Python)', medians: talib },
    ],
  };
}

/** The peers as printable lines. */
export function formatIndicatorPeers(result: IndicatorsBenchResult): string {
  return result.peers
    .map((p) => (p.skipped !== undefined ? `${p.name} peer: skipped (${p.skipped})` : `${p.name} peer medians (ms): ${Object.entries(p.medians ?? {}).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`))
    .join('\n');
}

export default runIndicatorsBench;

if (isMainModule(import.meta.url)) {
  const result = await runIndicatorsBench();
  for (const r of result.rows) console.log(`${r.name}: median ${r.medianMs.toFixed(2)} ms; floor ${r.floorMedianMs.toFixed(2)} ms; ratio ${r.ratio.toFixed(2)}x; ${r.iterations} rounds`);
  console.log(formatIndicatorPeers(result));
}
