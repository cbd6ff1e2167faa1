// Adapter side of `guidekit evaluate signals`: reads a directory of daily OHLC CSV files (and its manifest.json when
// there is one) and hands the bars to the pure evaluation in src/markets/signals/evaluation.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { parseOhlcvCsv } from '../backtest/parseOhlcvCsv.js';
import { requireRule } from '../core/requireRule.js';
import { resolveInstrument } from '../markets/instruments/resolveInstrument.js';
import type { MarketBars } from '../markets/ports/MarketBars.js';
import type { AssetClass } from '../markets/rules/instruments.js';
import { SCAN_SPREAD_BPS, SIGNAL_HISTORY } from '../markets/rules/scanSettings.js';
import { readSignalModel } from '../markets/signals/_lib/readSignalModel.js';
import { evaluateSignalHistory, type SignalHistoryEvaluation } from '../markets/signals/evaluation/evaluateSignalHistory.js';
import { summarizeSignalEvaluation, type SignalEvaluationSummary } from '../markets/signals/evaluation/summarizeSignalEvaluation.js';
import { SIGNAL_MODEL } from '../markets/signals/rules/signalModel.js';
import { evaluateSignalVariant } from '../markets/signals/evaluation/evaluateSignalVariant.js';
import { SIGNAL_VARIANTS } from '../markets/signals/evaluation/signalVariants.js';

/** A bad directory, file or manifest: the CLI prints the message and exits 2. */
export class EvaluateInputError extends Error {
  override readonly name = 'EvaluateInputError';
}

/** Classes a manifest may give (the spec's classes), and the cost class of the endpoint's table each is charged as. */
const MANIFEST_CLASSES = { forex: 'forex', metal: 'metal', energy: 'commodity', commodity: 'commodity', index: 'index', equity: 'equity', crypto: 'crypto', future: 'future' } as const;
type ManifestClass = keyof typeof MANIFEST_CLASSES;

const manifestSchema = z.object({
  instruments: z.array(
    z.object({
      symbol: z.string().min(1),
      class: z.enum(Object.keys(MANIFEST_CLASSES) as [ManifestClass, ...ManifestClass[]]),
      split: z.enum(['tuning', 'held_out']).optional(),
      /** File of the history, relative to the directory; default `<symbol>.csv`. */
      file: z.string().optional(),
      path: z.string().optional(),
    }).passthrough(),
  ),
}).passthrough();

/** Options of {@link evaluateSignalDirectory}. */
export interface EvaluateSignalDirectoryOptions {
  /** ISO date whose signal model and cost table apply (the endpoint's `asOf`). Required. */
  readonly asOf: string;
  /** Seed of the month-block bootstrap. Default 19. */
  readonly seed?: number;
  /** Bootstrap resamples. Default 1,000. */
  readonly resamples?: number;
}

/** One instrument's inputs and figures. */
export interface InstrumentEvaluation extends SignalEvaluationSummary {
  readonly symbol: string;
  readonly class: string;
  readonly split: 'tuning' | 'held_out' | null;
  /** Round-trip cost charged, bps of the close: the endpoint's for the class, or for the symbol's own class if higher. */
  readonly cost_bps: number;
  readonly bars: number;
  readonly first: string;
  readonly last: string;
  readonly rejected_rows: number;
}

/** The report of `guidekit evaluate signals --json`. */
export interface SignalDirectoryEvaluation {
  readonly as_of: string;
  readonly model: string;
  readonly seed: number;
  readonly manifest: boolean;
  readonly pooled: SignalEvaluationSummary;
  /** Pooled per half of the manifest's split (absent without a manifest split). */
  readonly halves: { readonly tuning?: SignalEvaluationSummary; readonly held_out?: SignalEvaluationSummary };
  /** Pooled per class, over all instruments and per half. */
  readonly classes: { readonly all: Record<string, SignalEvaluationSummary>; readonly tuning: Record<string, SignalEvaluationSummary>; readonly held_out: Record<string, SignalEvaluationSummary> };
  readonly instruments: readonly InstrumentEvaluation[];
  /** The pre-declared variants (docs/signal-model.md) on the tuning half, and the selected one once on held-out. */
  readonly variants: VariantReport;
}

/** The variants tried, and what the selection rule did. */
export interface VariantReport {
  readonly table: string;
  /** The half the variants were scored on: `tuning`, or `all` when the directory has no split (then nothing is held out). */
  readonly on: 'tuning' | 'all';
  readonly tried: readonly { readonly id: string; readonly qualifies: boolean; readonly summary: SignalEvaluationSummary }[];
  /** The qualifying variant with the highest lower bound of edge over drift; null when none qualifies. */
  readonly selected: string | null;
  /** The selected variant on the held-out half (evaluated once); null when none was selected or nothing is held out. */
  readonly held_out: SignalEvaluationSummary | null;
  /** Whether the selected variant also beat drift on held-out (lower bound > 0): only then is it a model change. */
  readonly beats_drift_held_out: boolean;
}

/** The instruments read from a directory, before evaluation (the benchmark's floor is this step alone). */
export interface LoadedHistory {
  readonly symbol: string;
  readonly class: string;
  readonly costClass: AssetClass;
  readonly split: 'tuning' | 'held_out' | null;
  readonly bars: MarketBars;
  readonly rejected: number;
}

function inferClass(symbol: string): AssetClass {
  try {
    return resolveInstrument(symbol, { allowEquity: true }).assetClass;
  } catch {
    throw new EvaluateInputError(`evaluate signals: cannot tell the class of ${symbol} from its name; list it in manifest.json with a class (${Object.keys(MANIFEST_CLASSES).join(', ')})`);
  }
}

function symbolClass(symbol: string): AssetClass | null {
  try {
    return resolveInstrument(symbol, { allowEquity: true }).assetClass;
  } catch {
    return null;
  }
}

/**
 * Reads every `*.csv` of a directory (Date, Open, High, Low, Close and optionally Volume or Spread; the file name is
 * the symbol) with the class and split of `manifest.json` when present (else the class from the instrument table).
 *
 * @param dir - The directory.
 * @returns The histories, in symbol order.
 * @throws {@link EvaluateInputError} for a missing directory, no CSV file, a bad manifest or a file without the columns.
 * @example
 * ```ts
 * loadSignalHistories('test/fixtures/history/daily').length;
 * ```
 */
export function loadSignalHistories(dir: string): LoadedHistory[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new EvaluateInputError(`evaluate signals: --data ${dir} is not a directory`);
  const manifestPath = join(dir, 'manifest.json');
  const listed = new Map<string, { class: ManifestClass; split: 'tuning' | 'held_out' | null; file: string }>();
  if (existsSync(manifestPath)) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(manifestPath, 'utf8'));
    } catch (error) {
      throw new EvaluateInputError(`evaluate signals: ${manifestPath} is not JSON (${(error as Error).message})`);
    }
    const parsed = manifestSchema.safeParse(raw);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      throw new EvaluateInputError(`evaluate signals: ${manifestPath} is not a valid manifest: ${fields}`);
    }
    for (const e of parsed.data.instruments) listed.set(e.symbol, { class: e.class, split: e.split ?? null, file: e.file ?? e.path ?? `${e.symbol}.csv` });
  }
  const files = new Map<string, string>();
  for (const name of readdirSync(dir)) if (name.toLowerCase().endsWith('.csv')) files.set(basename(name, name.slice(name.lastIndexOf('.'))), join(dir, name));
  for (const [symbol, e] of listed) {
    const p = join(dir, e.file);
    if (!existsSync(p)) throw new EvaluateInputError(`evaluate signals: manifest.json lists ${symbol} but ${p} does not exist`);
    files.set(symbol, p);
  }
  if (files.size === 0) throw new EvaluateInputError(`evaluate signals: no .csv file in ${dir}`);
  const out: LoadedHistory[] = [];
  for (const symbol of [...files.keys()].sort()) {
    const path = files.get(symbol)!;
    let parsed;
    try {
      parsed = parseOhlcvCsv(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new EvaluateInputError(`evaluate signals: ${path}: ${(error as Error).message}`);
    }
    const b = parsed.bars;
    const n = b.close.length;
    const times = new Float64Array(n);
    for (let i = 0; i < n; i++) times[i] = Date.parse(`${b.dates[i]}T00:00:00Z`);
    const bars: MarketBars = {
      symbol,
      interval: '1d',
      currency: 'USD',
      times,
      open: Float64Array.from(b.open),
      high: Float64Array.from(b.high),
      low: Float64Array.from(b.low),
      close: Float64Array.from(b.close),
      volume: Float64Array.from(b.volume),
    };
    const entry = listed.get(symbol);
    const cls = entry?.class ?? inferClass(symbol);
    out.push({ symbol, class: cls === 'commodity' ? 'energy' : cls, costClass: MANIFEST_CLASSES[cls as ManifestClass] ?? cls, split: entry?.split ?? null, bars, rejected: parsed.issues.length });
  }
  return out;
}

function groupBy<T>(items: readonly T[], key: (t: T) => string | null): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    if (k === null) continue;
    m.set(k, [...(m.get(k) ?? []), it]);
  }
  return m;
}

const day = (ms: number): string => (Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : '');

/**
 * `guidekit evaluate signals`: the signal endpoint walk-forward on every history of a directory, with the endpoint's
 * costs, its free baselines and month-block intervals; pooled, per half of the manifest's split, per class and per
 * instrument.
 *
 * @param dir - Directory of daily CSV files.
 * @param options - {@link EvaluateSignalDirectoryOptions}.
 * @returns {@link SignalDirectoryEvaluation}.
 * @throws {@link EvaluateInputError} for bad input (see {@link loadSignalHistories}) or an `asOf` before the model.
 * @example
 * ```ts
 * evaluateSignalDirectory('test/fixtures/history/daily', { asOf: '2026-12-02' }).halves.held_out?.calls.edge_over_drift;
 * ```
 * @see docs/signal-quality.md
 */
export function evaluateSignalDirectory(dir: string, options: EvaluateSignalDirectoryOptions): SignalDirectoryEvaluation {
  let model;
  let costs;
  let cryptoDays: number;
  try {
    model = readSignalModel('evaluateSignalDirectory', options.asOf).value;
    costs = requireRule(SCAN_SPREAD_BPS, options.asOf).value;
    cryptoDays = requireRule(SIGNAL_HISTORY, options.asOf).value.crypto_daily_days;
  } catch (error) {
    throw new EvaluateInputError(`evaluate signals: --as-of ${options.asOf}: ${(error as Error).message}`);
  }
  const histories = loadSignalHistories(dir);
  const boot = { seed: options.seed ?? 19, resamples: options.resamples ?? 1000 };
  const evaluated: { h: LoadedHistory; e: SignalHistoryEvaluation; cost: number }[] = [];
  for (const h of histories) {
    // Never cheaper than the endpoint: the class's cost, or the cost of the class the endpoint resolves the symbol to.
    const own = symbolClass(h.symbol);
    const cost = Math.max(costs[h.costClass], own === null ? 0 : costs[own]);
    // The crypto source is asked for the last crypto_daily_days days only (loadSignalInputs); the price source for all.
    const historyDays = h.costClass === 'crypto' ? cryptoDays : undefined;
    evaluated.push({ h, e: evaluateSignalHistory(h.bars, { model, spreadBps: cost, ...(historyDays === undefined ? {} : { historyDays }) }), cost });
  }
  const summarize = (xs: readonly { e: SignalHistoryEvaluation }[]): SignalEvaluationSummary => summarizeSignalEvaluation(xs.map((x) => x.e), boot);
  const byHalf = groupBy(evaluated, (x) => x.h.split);
  const byClass = (xs: readonly (typeof evaluated)[number][]): Record<string, SignalEvaluationSummary> =>
    Object.fromEntries([...groupBy(xs, (x) => x.h.class)].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, summarize(v)]));
  // Variants: scored on the tuning half only (all instruments when there is no split); the selected one once on held-out.
  const table = requireRule(SIGNAL_VARIANTS, options.asOf).value;
  const hasSplit = byHalf.has('tuning') && byHalf.has('held_out');
  const tuneSet = hasSplit ? byHalf.get('tuning')! : evaluated;
  const variantOf = (x: (typeof evaluated)[number], variant: (typeof table.variants)[number]): SignalHistoryEvaluation =>
    evaluateSignalVariant(x.h.bars, x.e, { variant, priorStrength: table.prior_strength, minSamples: table.min_samples, atrMultiple: model.atr_multiple, rewardRatio: model.default_reward_ratio });
  const tried = table.variants.map((variant) => {
    const summary = summarizeSignalEvaluation(tuneSet.map((x) => variantOf(x, variant)), { ...boot, withRules: false });
    return { id: variant.id, qualifies: summary.calls.count > 0 && summary.calls.edge_over_drift.ci95[0] > 0, summary };
  });
  const best = tried.filter((t) => t.qualifies).sort((a, b) => b.summary.calls.edge_over_drift.ci95[0] - a.summary.calls.edge_over_drift.ci95[0])[0];
  const selectedVariant = best === undefined ? undefined : table.variants.find((v) => v.id === best.id);
  const heldOut = hasSplit && selectedVariant !== undefined ? summarizeSignalEvaluation(byHalf.get('held_out')!.map((x) => variantOf(x, selectedVariant)), { ...boot, withRules: false }) : null;
  const variants: VariantReport = {
    table: SIGNAL_VARIANTS.id,
    on: hasSplit ? 'tuning' : 'all',
    tried,
    selected: best?.id ?? null,
    held_out: heldOut,
    beats_drift_held_out: heldOut !== null && heldOut.calls.edge_over_drift.ci95[0] > 0,
  };
  return {
    as_of: options.asOf,
    model: SIGNAL_MODEL.id,
    seed: boot.seed,
    manifest: histories.some((h) => h.split !== null),
    pooled: summarize(evaluated),
    halves: {
      ...(byHalf.has('tuning') ? { tuning: summarize(byHalf.get('tuning')!) } : {}),
      ...(byHalf.has('held_out') ? { held_out: summarize(byHalf.get('held_out')!) } : {}),
    },
    classes: { all: byClass(evaluated), tuning: byClass(byHalf.get('tuning') ?? []), held_out: byClass(byHalf.get('held_out') ?? []) },
    instruments: evaluated.map(({ h, e, cost }) => ({
      symbol: h.symbol,
      class: h.class,
      split: h.split,
      cost_bps: cost,
      bars: e.bars,
      first: day(e.first),
      last: day(e.last),
      rejected_rows: h.rejected,
      ...summarizeSignalEvaluation([e], boot),
    })),
    variants,
  };
}
