import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { collectReportIndicators, type ReportIndicator } from './_lib/reportIndicators.js';
import { escapeReportHtml as esc } from './_lib/reportEscapeHtml.js';
import { readReportLabels } from './_lib/reportLabels.js';
import { renderReportPage } from './_lib/reportPage.js';
import type { BacktestStats } from './computeBacktestStats.js';
import { renderBacktestReportMessages as MESSAGES } from './messages/renderBacktestReport.js';
import { ruleSpecSchema, type RuleSpecInput } from './ruleSpecSchema.js';
import type { BacktestResult, BacktestTrade, Bars } from './types.js';

/** A Monte Carlo band around the equity curve: lower and upper (optionally median) equity per step, spread evenly over the run. */
export interface EquityBand {
  /** E.g. `5–95 %`. */
  readonly label?: string;
  readonly lower: ArrayLike<number>;
  readonly upper: ArrayLike<number>;
  readonly median?: ArrayLike<number>;
  /** Bar index of each point (e.g. each trade's exit bar), increasing; default: spread evenly over the run. */
  readonly bar?: ArrayLike<number>;
}

/** Options of {@link renderBacktestReport}. */
export interface RenderBacktestReportOptions {
  /**
   * The bars the run used: drawn as candles with volume, and the series the rule's indicators are computed on.
   * Default none (the report then has no price or volume pane and no indicators).
   */
  readonly bars?: Bars;
  /** The rule's explicit spec ({@link compileRule}); its indicators are drawn (needs `bars`). Default none. */
  readonly spec?: RuleSpecInput;
  /**
   * Source text of lightweight-charts' standalone build (`lightweight-charts/dist/lightweight-charts.standalone.production.js`),
   * inlined into the page. The engine never reads files: the CLI passes it (see `readChartLibrary` in
   * src/adapters/report). Default none: the page has no charts, says so, and keeps the data block and tables.
   */
  readonly chartLibrary?: string;
  /** ISO date of each bar, for the axis and the subtitle. Default `bars.dates`, else bar numbers (`#0`, `#1`, ...). */
  readonly dates?: readonly string[];
  /** Monte Carlo bands drawn with the equity curve, on a scale of their own. Default none. */
  readonly bands?: readonly EquityBand[];
  /** Warnings listed above the statistics (e.g. overfit warnings). Default none. */
  readonly warnings?: readonly string[];
  /** The rule text: the report's title, and shown under "Rule". Default none. */
  readonly rule?: string;
  /** Report title. Default the rule text, else the strategy name. */
  readonly title?: string;
  /** Trades listed in the HTML table (the data block holds all). Default 500. */
  readonly maxTableTrades?: number;
  /** Language of the labels. Default `'en'`. */
  readonly lang?: 'en' | 'es';
}

/** The data block of the report (`<script type="application/json" id="guidekit-report-data">`). */
export interface BacktestReportData {
  readonly version: 1;
  readonly kind: 'backtest';
  readonly title: string;
  readonly rule: string | null;
  readonly strategy: string;
  /** Label of each point of the time axis: the bar's date, or `#i`. */
  readonly times: readonly string[];
  /** One row per bar (empty without `bars`); volume `null` where the source had none. */
  readonly ohlc: readonly { time: string; open: number; high: number; low: number; close: number; volume: number | null }[];
  /** Closed trades as the run reports them, with `entry_time`/`exit_time`. */
  readonly trades: readonly ReportTrade[];
  readonly open_trade: (ReportTrade & { open: true }) | null;
  /** Equity at each bar's close. */
  readonly equity: readonly number[];
  /** Drawdown at each bar, a fraction below the running peak (0.1 = 10 %). */
  readonly drawdown: readonly number[];
  /** Monte Carlo bands, their points at whole bars (strictly increasing). */
  readonly bands: readonly { label: string; bar: number[]; lower: number[]; upper: number[]; median?: number[] }[];
  /** Per-trade P/L summed at each exit bar. */
  readonly pnl: readonly { bar: number; value: number }[];
  readonly indicators: readonly ReportIndicator[];
  /** The statistics; Decimals as exact decimal text, non-finite numbers as `null`. */
  readonly statistics: BacktestStats;
  readonly warnings: readonly string[];
  readonly labels: Readonly<Record<string, string>>;
}

/** A trade of the data block. */
export type ReportTrade = BacktestTrade & { readonly entry_time: string; readonly exit_time: string };

function formatValue(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Decimal.isDecimal(v)) return (v as Decimal).toFixed(2);
  if (typeof v === 'number') return Number.isFinite(v) ? (Number.isInteger(v) ? String(v) : v.toFixed(Math.abs(v) >= 100 ? 2 : 4)) : '—';
  return String(v);
}

const fail = (field: string, message: string): never => {
  throw new GuidekitError(`renderBacktestReport: ${message}`, { code: 'invalid_type', field });
};

/**
 * Renders a backtest as one self-contained, interactive HTML page at backtesting.py's level: OHLC candles with entry
 * and exit markers, the rule's indicators (overlaid on price, on volume, or in a pane per oscillator with the rule's
 * levels), volume, equity with the Monte Carlo band on its own scale, drawdown and per-trade P/L, all panes on one
 * time axis (zoom and pan linked), a crosshair with hover values, then warnings, statistics and the trades. The
 * rule text is the title. Charts are drawn by TradingView's lightweight-charts, inlined from `chartLibrary`; the
 * data is embedded as JSON in `<script type="application/json" id="guidekit-report-data">` ({@link BacktestReportData}),
 * so the page loads nothing from anywhere and reads offline. The function is pure: the caller reads the library and
 * writes the file.
 *
 * @param result - The run ({@link runBacktest}).
 * @param stats - Its statistics ({@link computeBacktestStats}), listed field by field.
 * @param options - {@link RenderBacktestReportOptions}.
 * @returns The HTML document as a string.
 * @throws {@link GuidekitError} `invalid_type` when `result` has no equity curve, or `bars`, `dates`, `spec`, a band
 *   or `chartLibrary` is malformed (the field is named).
 * @example
 * ```ts
 * const html = renderBacktestReport(result, computeBacktestStats(result, bars), { bars, spec, rule: text, chartLibrary });
 * ```
 * @see docs/backtest-surfaces.md (HTML report)
 */
export function renderBacktestReport(result: BacktestResult, stats: BacktestStats, options: RenderBacktestReportOptions = {}): string {
  const fn = 'renderBacktestReport';
  if (!(result?.equity instanceof Float64Array) || result.equity.length === 0) fail('result', 'result must be a backtest result with an equity curve');
  if (typeof stats !== 'object' || stats === null) fail('stats', "stats must be the run's statistics");
  const lang = readEngineLang(options.lang, { fn });
  const t = createTranslate(MESSAGES, lang);
  const n = result.equity.length;
  const bars = options.bars;
  if (bars !== undefined && (!(bars?.close instanceof Float64Array) || bars.close.length !== n || bars.dates?.length !== n)) {
    fail('bars', `bars must be the run's bars (${n})`);
  }
  const dates = options.dates ?? bars?.dates;
  if (dates !== undefined && (!Array.isArray(dates) || dates.length !== n)) fail('dates', `dates must hold one date per bar (${n})`);
  let indicators: ReportIndicator[] = [];
  if (options.spec !== undefined) {
    const parsed = ruleSpecSchema.safeParse(options.spec);
    if (!parsed.success) fail('spec', 'spec must be a valid rule spec');
    if (bars === undefined) fail('bars', 'bars are needed to draw the indicators of spec');
    indicators = collectReportIndicators(parsed.data!, bars!);
  }
  const maxTable = options.maxTableTrades ?? 500;
  if (!Number.isInteger(maxTable) || maxTable < 0) fail('maxTableTrades', 'maxTableTrades must be a whole number ≥ 0');
  const times = Array.from({ length: n }, (_, i) => (dates ? String(dates[i]) : `#${i}`));

  const bands = (options.bands ?? []).map((b, i) => {
    if (b?.lower?.length !== b?.upper?.length || (b.lower?.length ?? 0) < 2 || (b.bar !== undefined && b.bar.length !== b.lower.length) ||
      (b.median !== undefined && b.median.length !== b.lower.length)) {
      fail(`bands[${i}]`, `bands[${i}] needs lower and upper series (and bar, median if given) of equal length ≥ 2`);
    }
    const len = b.lower.length;
    const out = { label: b.label ?? '', bar: [] as number[], lower: [] as number[], upper: [] as number[], ...(b.median ? { median: [] as number[] } : {}) };
    for (let k = 0; k < len; k++) {
      const at = b.bar ? Number(b.bar[k]) : Math.round((k * (n - 1)) / (len - 1));
      if (!Number.isInteger(at) || at < 0 || at >= n) fail(`bands[${i}]`, `bands[${i}].bar must hold bar indexes in [0, ${n - 1}]`);
      // One point per bar: a later point at the same bar replaces the earlier (the chart's times must increase).
      if (out.bar.length > 0 && at <= (out.bar.at(-1) as number)) {
        if (at < (out.bar.at(-1) as number)) fail(`bands[${i}]`, `bands[${i}].bar must be increasing`);
        out.bar.pop(); out.lower.pop(); out.upper.pop(); out.median?.pop();
      }
      out.bar.push(at); out.lower.push(Number(b.lower[k])); out.upper.push(Number(b.upper[k]));
      out.median?.push(Number(b.median![k]));
    }
    return out;
  });

  const withTimes = (tr: BacktestTrade): ReportTrade => ({ ...tr, entry_time: times[tr.entry_bar] ?? tr.entry_date, exit_time: times[tr.exit_bar] ?? tr.exit_date });
  const trades = result.trades.map(withTimes);
  const pnlAt = new Map<number, number>();
  for (const tr of result.trades) pnlAt.set(tr.exit_bar, (pnlAt.get(tr.exit_bar) ?? 0) + tr.pnl);
  const title = options.title ?? options.rule ?? result.strategy;
  const data: BacktestReportData = {
    version: 1,
    kind: 'backtest',
    title,
    rule: options.rule ?? null,
    strategy: result.strategy,
    times,
    ohlc: bars === undefined ? [] : times.map((time, i) => {
      const v = bars.volume[i] as number;
      return { time, open: bars.open[i] as number, high: bars.high[i] as number, low: bars.low[i] as number, close: bars.close[i] as number, volume: Number.isFinite(v) ? v : null };
    }),
    trades,
    open_trade: result.open_trade === null ? null : { ...withTimes(result.open_trade), open: true },
    equity: Array.from(result.equity),
    drawdown: Array.from(result.drawdown),
    bands,
    pnl: [...pnlAt].sort((a, b) => a[0] - b[0]).map(([bar, value]) => ({ bar, value })),
    indicators,
    statistics: stats,
    warnings: (options.warnings ?? []).map(String),
    labels: readReportLabels(t),
  };

  const statRows = Object.entries(stats).map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(formatValue(v))}</td></tr>`).join('');
  const shown = result.trades.slice(0, maxTable);
  const tradeRows = shown.map((tr) =>
    `<tr><td>${esc(tr.side)}</td><td>${esc(times[tr.entry_bar] ?? '')}</td><td>${esc(times[tr.exit_bar] ?? '')}</td><td>${tr.entry_price.toFixed(2)}</td>` +
    `<td>${tr.exit_price.toFixed(2)}</td><td>${esc(formatValue(tr.size))}</td><td>${tr.pnl.toFixed(2)}</td><td>${(100 * tr.return_pct).toFixed(2)}</td><td>${esc(tr.exit_reason)}</td></tr>`).join('');
  const tradesHtml = result.trades.length === 0 ? `<p>${esc(t('no_trades'))}</p>` :
    `<div class="scroll"><table id="guidekit-trades"><thead><tr>${(['c_side', 'c_entry', 'c_exit', 'c_entry_price', 'c_exit_price', 'c_size', 'c_pnl', 'c_return', 'c_reason'] as const).map((k) => `<th>${esc(t(k))}</th>`).join('')}</tr></thead><tbody>${tradeRows}</tbody></table></div>` +
    (shown.length < result.trades.length ? `<p class="muted">${esc(t('trades_more', { shown: shown.length, total: result.trades.length }))}</p>` : '');
  const warnings = data.warnings;
  const sections = [
    options.rule === undefined && options.spec === undefined ? '' : `<h2>${esc(t('rule_heading'))}</h2>` +
      (options.rule === undefined ? '' : `<pre>${esc(options.rule)}</pre>`) +
      (options.spec === undefined ? '' : `<details><summary>${esc(t('spec_summary'))}</summary><pre>${esc(JSON.stringify(options.spec, null, 2))}</pre></details>`),
    warnings.length === 0 ? '' : `<h2>${esc(t('warnings_heading'))}</h2><ul>${warnings.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>`,
    `<h2>${esc(t('stats_heading'))}</h2><table id="guidekit-statistics"><thead><tr><th>${esc(t('stat'))}</th><th>${esc(t('value'))}</th></tr></thead><tbody>${statRows}</tbody></table>`,
    `<h2>${esc(t('trades_heading'))}</h2>${tradesHtml}`,
  ].join('\n');
  return renderReportPage({
    fn,
    lang,
    title,
    kicker: t('kicker'),
    subtitle: t('subtitle', { start: times[0] as string, end: times[n - 1] as string, bars: n, trades: result.trades.length, strategy: result.strategy }),
    data: data as unknown as BacktestReportData & Record<string, unknown>,
    chartLibrary: options.chartLibrary,
    noChartsText: t('no_charts'),
    chartHeading: t('chart_heading'),
    chartNote: t('chart_note') + bands.map((b) => ' · ' + t('bands_legend', { label: b.label })).join(''),
    sectionsHtml: sections,
    footer: t('footer'),
  });
}
