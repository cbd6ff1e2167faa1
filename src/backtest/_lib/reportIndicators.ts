import type { RuleCondition, RuleSeries, RuleSpec } from '../ruleSpecSchema.js';
import type { Bars } from '../types.js';
import { createRuleSeriesStore } from './ruleSeries.js';

/** One indicator of a rule, as the report draws it. */
export interface ReportIndicator {
  /** Stable key of the series (its JSON spec). */
  readonly id: string;
  /** E.g. `SMA(10)`, `RSI(14)`, `MACD(12,26,9) signal`, `SMA(20)[1]` (one bar back). */
  readonly label: string;
  /**
   * Where it is drawn: `price` over the candles (moving averages, bands, channels, VWAP of prices), `volume` over
   * the volume bars (averages of volume), otherwise the indicator family (`rsi`, `macd`, ...) with a pane of its own.
   */
  readonly pane: string;
  /** The series exactly as the rule spec states it. */
  readonly series: RuleSeries;
  /** The value at every bar, `null` during warm-up. */
  readonly values: readonly (number | null)[];
  /** Constants the rule compares this series with (e.g. the 30 of "RSI(14) below 30"), drawn as lines. */
  readonly levels: readonly number[];
}

const NAMES: Record<string, string> = { sma: 'SMA', ema: 'EMA', wma: 'WMA', rsi: 'RSI', atr: 'ATR', adx: 'ADX', roc: 'ROC', macd: 'MACD', bollinger: 'BB', donchian: 'DC', stochastic: 'Stoch', obv: 'OBV', vwap: 'VWAP' };

function labelOf(s: RuleSeries): string {
  const lag = 'shift' in s && s.shift ? `[${s.shift}]` : '';
  switch (s.type) {
    case 'sma': case 'ema': case 'wma': return `${NAMES[s.type]}(${s.period}${s.source && s.source !== 'close' ? `, ${s.source}` : ''})${lag}`;
    case 'rsi': case 'atr': case 'adx': case 'roc': return `${NAMES[s.type]}(${s.period})${lag}`;
    case 'macd': return `MACD(${s.fast},${s.slow},${s.signal}) ${s.line}${lag}`;
    case 'bollinger': return `BB(${s.period},${s.deviations}) ${s.band}${lag}`;
    case 'donchian': return `DC(${s.period}) ${s.band}${lag}`;
    case 'stochastic': return `Stoch(${s.fast_k},${s.slow_k},${s.slow_d}) %${s.line.toUpperCase()}${lag}`;
    default: return `${NAMES[s.type] ?? s.type}${lag}`;
  }
}

function paneOf(s: RuleSeries): string {
  switch (s.type) {
    case 'sma': case 'ema': case 'wma': return s.source === 'volume' ? 'volume' : 'price';
    case 'bollinger': case 'donchian': case 'vwap': return 'price';
    default: return s.type;
  }
}

/**
 * The indicators a rule reads (every series of its entries, exits and filters other than a bar field or a
 * constant), each computed over the bars exactly as the rule's strategy computes it, in the order the rule names
 * them, with the constants it is compared with.
 *
 * @param spec - A validated rule spec.
 * @param bars - The bars of the run.
 * @returns One entry per distinct series.
 */
export function collectReportIndicators(spec: RuleSpec, bars: Bars): ReportIndicator[] {
  const found = new Map<string, { series: RuleSeries; levels: Set<number> }>();
  const note = (s: RuleSeries, other: RuleSeries) => {
    if (s.type === 'price' || s.type === 'number') return;
    const id = JSON.stringify(s);
    const entry = found.get(id) ?? { series: s, levels: new Set<number>() };
    if (other.type === 'number') entry.levels.add(other.value);
    found.set(id, entry);
  };
  const walk = (c: RuleCondition): void => {
    if (c.type === 'all' || c.type === 'any') return c.conditions.forEach(walk);
    note(c.left, c.right);
    note(c.right, c.left);
  };
  for (const group of [spec.entries, spec.exits, spec.filters]) for (const r of group) walk(r.when);
  const store = createRuleSeriesStore(bars);
  return [...found].map(([id, { series, levels }]) => ({
    id,
    label: labelOf(series),
    pane: paneOf(series),
    series,
    values: Array.from(store.get(series), (v) => (Number.isFinite(v) ? v : null)),
    levels: [...levels].sort((a, b) => a - b),
  }));
}
