import { GuidekitError } from '../core/GuidekitError.js';
import { computeSma } from '../markets/indicators/computeSma.js';
import type { BacktestAction, BacktestStrategy, Bars, PositionSizing, PrepareContext, PriceLevel } from './types.js';

/** Options of {@link createSmaCrossStrategy}. */
export interface SmaCrossOptions {
  /** Fast SMA period, integer ≥ 1. Default 10 (backtesting.py's README). */
  readonly fast?: number;
  /** Slow SMA period, integer > fast. Default 20 (backtesting.py's README). */
  readonly slow?: number;
  /**
   * `'long_short'` (default, backtesting.py's SmaCross): long after an up-cross, short after a down-cross.
   * `'long_only'`: long after an up-cross, flat after a down-cross.
   */
  readonly mode?: 'long_short' | 'long_only';
  /** Sizing of each entry; default the run's sizing. */
  readonly sizing?: PositionSizing;
  /** Stop loss of each entry. */
  readonly stopLoss?: PriceLevel;
  /** Take profit of each entry. */
  readonly takeProfit?: PriceLevel;
  /** Time exit of each entry, in bars. */
  readonly maxBars?: number;
}

function readPeriodOption(fn: string, field: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 100_000) {
    throw new GuidekitError(`${fn}: ${field} must be an integer from 1 to 100000`, { code: 'invalid_number', field });
  }
  return value;
}

/**
 * Index of the first bar where `values` is defined, or 0 when it never is (backtesting.py computes its warm-up as
 * `argmin(isnan(indicator))`, which is 0 for an all-NaN indicator).
 */
function firstDefined(values: Float64Array): number {
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) return i;
  return 0;
}

/**
 * Compiles the moving-average crossover strategy, backtesting.py's `SmaCross` example.
 *
 * @remarks
 * At the close of bar t the strategy checks for a cross, using backtesting.py's `crossover` test:
 * `fast[t−1] < slow[t−1] && fast[t] > slow[t]`. After an up-cross it enters long. After a down-cross it
 * enters short, or exits in `'long_only'` mode. Both SMAs are computed causally by `computeSma`, so the value
 * at t uses only closes ≤ t. The warm-up is the first bar where both SMAs are defined (slow − 1). In a sweep each
 * period's SMA is computed once and shared by every combination (the sweep's `PrepareContext`).
 *
 * @param options - {@link SmaCrossOptions}.
 * @returns A {@link BacktestStrategy} for {@link runBacktest}.
 * @throws {@link GuidekitError} when a period is not an integer 1–100000 or `fast ≥ slow`.
 * @example
 * ```ts
 * runBacktest(bars, createSmaCrossStrategy({ fast: 10, slow: 20 }), { commission: { rate: 0.002 } });
 * ```
 * @see https://github.com/kernc/backtesting.py#usage (SmaCross)
 */
export function createSmaCrossStrategy(options: SmaCrossOptions = {}): BacktestStrategy {
  const fn = 'createSmaCrossStrategy';
  const fast = readPeriodOption(fn, 'fast', options.fast, 10);
  const slow = readPeriodOption(fn, 'slow', options.slow, 20);
  if (fast >= slow) throw new GuidekitError(`${fn}: fast (${fast}) must be below slow (${slow})`, { code: 'invalid_range', field: 'fast' });
  const mode = options.mode ?? 'long_short';
  if (mode !== 'long_short' && mode !== 'long_only') {
    throw new GuidekitError(`${fn}: mode must be 'long_short' or 'long_only'`, { code: 'invalid_enum', field: 'mode' });
  }
  const extras = { sizing: options.sizing, stopLoss: options.stopLoss, takeProfit: options.takeProfit, maxBars: options.maxBars };
  const goLong: BacktestAction = { type: 'enter', side: 'long', ...extras };
  const goDown: BacktestAction = mode === 'long_short' ? { type: 'enter', side: 'short', ...extras } : { type: 'exit' };
  return {
    name: `SmaCross(${fast},${slow})`,
    prepare(bars: Bars, context?: PrepareContext) {
      // In a sweep the SMAs of each period are computed once for the whole grid (same key as any other SMA of closes).
      const sma = (period: number) => {
        const make = () => computeSma(bars.close, { period });
        return context === undefined ? make() : context.memo(`sma:close:${period}`, make);
      };
      const a = sma(fast);
      const b = sma(slow);
      return {
        warmupBars: Math.max(firstDefined(a), firstDefined(b)),
        decide(t: number): BacktestAction | null {
          const a0 = a[t - 1] as number;
          const b0 = b[t - 1] as number;
          const a1 = a[t] as number;
          const b1 = b[t] as number;
          if (a0 < b0 && a1 > b1) return goLong;
          if (b0 < a0 && b1 > a1) return goDown;
          return null;
        },
      };
    },
  };
}
