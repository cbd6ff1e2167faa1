import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { computeReportCalibration, type ReportCalibrationRow } from './_lib/reportCalibration.js';
import { escapeReportHtml as esc } from './_lib/reportEscapeHtml.js';
import { readReportLabels } from './_lib/reportLabels.js';
import { renderReportPage } from './_lib/reportPage.js';
import { renderBacktestReportMessages as MESSAGES } from './messages/renderBacktestReport.js';

/** An amount as the prediction-market engines give it: a Decimal, a decimal string or a number. */
export type ReportAmount = Decimal | string | number;

/**
 * One trade of a prediction-market backtest, as the report needs it. Both result shapes fit: the trades of
 * {@link runPredictionMarketBacktest} (`side`, `fill_price`, `won`) and of the market-rule simulation being built on
 * branch s20sim (`position`, `entry_price`, `resolved_in_favour`, `exit_time`, `title`).
 */
export interface PredictionMarketReportTrade {
  readonly market_id: string;
  readonly title?: string;
  readonly venue?: string;
  readonly category?: string;
  /** The side held (`position` in the simulation's shape). */
  readonly side?: 'yes' | 'no';
  readonly position?: 'yes' | 'no';
  readonly entry_time: string;
  /** When the trade ended (resolution or exit); default the entry time. Trades are drawn in this order. */
  readonly exit_time?: string;
  /** Price paid per contract, costs included (`entry_price` in the simulation's shape). */
  readonly fill_price?: ReportAmount;
  readonly entry_price?: number;
  readonly contracts?: number;
  /** Net profit or loss in dollars. */
  readonly pnl: ReportAmount;
  /** Whether the side held won at resolution (`resolved_in_favour` in the simulation's shape). */
  readonly won?: boolean;
  readonly resolved_in_favour?: boolean;
}

/**
 * The part of a prediction-market backtest result the report reads: its trades, and optionally its counts and
 * summary (listed as statistics as given). A minimal interface of its own, since the simulation's result type
 * (branch s20sim) is not merged yet; {@link PredictionMarketBacktestResult} satisfies it.
 */
export interface PredictionMarketReportInput {
  readonly trades: readonly PredictionMarketReportTrade[];
  /** Trades in all (more than listed when the result capped its list). Default `trades.length`. */
  readonly trade_count?: number;
  readonly markets_total?: number;
  readonly markets_scanned?: number;
  readonly excluded?: Readonly<Record<string, number>>;
  readonly no_entry?: number;
  readonly summary?: Readonly<Record<string, ReportAmount | null>>;
}

/** Options of {@link renderPredictionMarketReport}. */
export interface RenderPredictionMarketReportOptions {
  /** Source text of lightweight-charts' standalone build (as for {@link renderBacktestReport}). Default none: no charts. */
  readonly chartLibrary?: string;
  /** The rule text: the title. Default none. */
  readonly rule?: string;
  /** Report title. Default the rule text, else "Prediction-market backtest". */
  readonly title?: string;
  /** Warnings listed above the statistics. Default none. */
  readonly warnings?: readonly string[];
  /** Trades listed in the HTML table (the data block holds all). Default 500. */
  readonly maxTableTrades?: number;
  /** Language of the labels. Default `'en'`. */
  readonly lang?: 'en' | 'es';
}

const fail = (field: string, message: string): never => {
  throw new GuidekitError(`renderPredictionMarketReport: ${message}`, { code: 'invalid_type', field });
};

const decimalOf = (v: unknown, field: string): Decimal => {
  try {
    if (Decimal.isDecimal(v) || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return new Decimal(v as Decimal.Value);
  } catch {
    // falls through to the error below
  }
  return fail(field, `${field} must be an amount`);
};

/**
 * Renders a prediction-market backtest as the same self-contained, interactive HTML page as
 * {@link renderBacktestReport}: one point per trade in the order trades ended, the cumulative net P/L, its drawdown
 * (in dollars below the peak) and each trade's P/L on one linked time axis with crosshair hover, then the calibration
 * table (trades grouped by the price paid: the implied probability bought against the share won), the statistics
 * and the trades. Cumulative P/L is summed exactly (decimal.js) and drawn as numbers. The data is embedded as JSON
 * in `<script type="application/json" id="guidekit-report-data">` (`kind: 'prediction_markets'`, with `ohlc` and
 * `indicators` empty, and `calibration`). Pure: the caller reads the library and writes the file.
 *
 * @param result - The backtest ({@link PredictionMarketReportInput}).
 * @param options - {@link RenderPredictionMarketReportOptions}.
 * @returns The HTML document.
 * @throws {@link GuidekitError} `invalid_type` naming the field when a trade lacks a time, a price in (0, 1], an
 *   outcome or an amount, or an option is malformed.
 * @example
 * ```ts
 * const html = renderPredictionMarketReport(runPredictionMarketBacktest(markets, strategy), { rule, chartLibrary });
 * ```
 * @see docs/backtest-surfaces.md (HTML report)
 */
export function renderPredictionMarketReport(result: PredictionMarketReportInput, options: RenderPredictionMarketReportOptions = {}): string {
  const fn = 'renderPredictionMarketReport';
  if (!Array.isArray(result?.trades)) fail('result', 'result must be a prediction-market backtest result with trades');
  const lang = readEngineLang(options.lang, { fn });
  const t = createTranslate(MESSAGES, lang);
  const maxTable = options.maxTableTrades ?? 500;
  if (!Number.isInteger(maxTable) || maxTable < 0) fail('maxTableTrades', 'maxTableTrades must be a whole number ≥ 0');

  const rows = result.trades.map((tr, i) => {
    const f = `trades[${i}]`;
    if (typeof tr?.entry_time !== 'string' || tr.entry_time === '') fail(`${f}.entry_time`, `${f}.entry_time must be a time`);
    const price = tr.fill_price !== undefined ? decimalOf(tr.fill_price, `${f}.fill_price`).toNumber() : tr.entry_price;
    if (typeof price !== 'number' || !(price > 0 && price <= 1)) fail(`${f}.fill_price`, `${f}.fill_price must be a price in (0, 1]`);
    const won = tr.won ?? tr.resolved_in_favour;
    if (typeof won !== 'boolean') fail(`${f}.won`, `${f}.won must be true or false`);
    return {
      market_id: String(tr.market_id), title: tr.title ?? null, venue: tr.venue ?? null, category: tr.category ?? null, side: tr.side ?? tr.position ?? null,
      entry_time: tr.entry_time, exit_time: tr.exit_time ?? tr.entry_time, price: price!, contracts: tr.contracts ?? null,
      pnl: decimalOf(tr.pnl, `${f}.pnl`), won: won!,
    };
  });
  const ordered = rows.map((r, i) => ({ r, i })).sort((a, b) => (a.r.exit_time < b.r.exit_time ? -1 : a.r.exit_time > b.r.exit_time ? 1 : a.i - b.i)).map((x) => x.r);
  let cum = new Decimal(0);
  let peak = new Decimal(0);
  const equity: number[] = [];
  const drawdown: number[] = [];
  for (const r of ordered) {
    cum = cum.plus(r.pnl);
    peak = Decimal.max(peak, cum);
    equity.push(cum.toNumber());
    drawdown.push(peak.minus(cum).toNumber());
  }
  const calibration: ReportCalibrationRow[] = computeReportCalibration(ordered.map((r) => ({ price: r.price, won: r.won })));
  const total = result.trade_count ?? rows.length;
  const statistics: Record<string, unknown> = {
    ...(result.markets_total === undefined ? {} : { markets_total: result.markets_total }),
    ...(result.markets_scanned === undefined ? {} : { markets_scanned: result.markets_scanned }),
    ...Object.fromEntries(Object.entries(result.excluded ?? {}).map(([k, v]) => [`excluded_${k}`, v])),
    ...(result.no_entry === undefined ? {} : { no_entry: result.no_entry }),
    trade_count: total,
    trades_listed: rows.length,
    ...(result.summary ?? {}),
    net_pnl_listed: cum,
  };
  const title = options.title ?? options.rule ?? t('kicker_pm');
  const times = ordered.map((r) => r.exit_time);
  const data = {
    version: 1 as const,
    kind: 'prediction_markets' as const,
    title,
    rule: options.rule ?? null,
    times,
    ohlc: [],
    trades: ordered,
    open_trade: null,
    equity,
    drawdown,
    drawdown_unit: 'money',
    bands: [],
    pnl: ordered.map((r, bar) => ({ bar, value: r.pnl.toNumber() })),
    indicators: [],
    calibration,
    statistics,
    warnings: (options.warnings ?? []).map(String),
    labels: readReportLabels(t, { equity: t('l_pnl_equity') }),
  };

  const pct = (v: number | null) => (v === null ? '—' : `${(100 * v).toFixed(1)}%`);
  const calRows = calibration.map((c) => `<tr><td>${c.from.toFixed(1)}–${c.to.toFixed(1)}</td><td>${c.trades}</td><td>${c.avg_price === null ? '—' : c.avg_price.toFixed(3)}</td><td>${pct(c.win_rate)}</td><td>${c.gap === null ? '—' : `${c.gap >= 0 ? '+' : ''}${(100 * c.gap).toFixed(1)} pp`}</td></tr>`).join('');
  const fmt = (v: unknown) => (v === null || v === undefined ? '—' : Decimal.isDecimal(v) ? (v as Decimal).toFixed(2) : typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(4)) : String(v));
  const statRows = Object.entries(statistics).map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(fmt(v))}</td></tr>`).join('');
  const shown = ordered.slice(0, maxTable);
  const tradeRows = shown.map((r) => `<tr><td>${esc(r.title ?? r.market_id)}</td><td>${esc(r.venue ?? '')}</td><td>${esc(r.side ?? '')}</td><td>${esc(r.entry_time)}</td><td>${r.price.toFixed(3)}</td><td>${r.contracts ?? '—'}</td><td>${r.pnl.toFixed(2)}</td><td>${r.won ? '✓' : '✗'}</td></tr>`).join('');
  const sections = [
    options.rule === undefined ? '' : `<h2>${esc(t('rule_heading'))}</h2><pre>${esc(options.rule)}</pre>`,
    data.warnings.length === 0 ? '' : `<h2>${esc(t('warnings_heading'))}</h2><ul>${data.warnings.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>`,
    `<h2>${esc(t('calibration_heading'))}</h2><p class="muted">${esc(t('calibration_note'))}</p><table id="guidekit-calibration"><thead><tr>${(['bin', 'trades_col', 'avg_price', 'win_rate', 'gap'] as const).map((k) => `<th>${esc(t(k))}</th>`).join('')}</tr></thead><tbody>${calRows}</tbody></table>`,
    `<h2>${esc(t('stats_heading'))}</h2><table id="guidekit-statistics"><thead><tr><th>${esc(t('stat'))}</th><th>${esc(t('value'))}</th></tr></thead><tbody>${statRows}</tbody></table>`,
    `<h2>${esc(t('trades_heading'))}</h2>` + (rows.length === 0 ? `<p>${esc(t('no_trades'))}</p>` :
      `<div class="scroll"><table id="guidekit-trades"><thead><tr>${(['c_market', 'c_venue', 'c_side', 'c_entry', 'c_fill', 'c_contracts', 'c_pnl', 'c_won'] as const).map((k) => `<th>${esc(t(k))}</th>`).join('')}</tr></thead><tbody>${tradeRows}</tbody></table></div>` +
      (shown.length < rows.length || total > rows.length ? `<p class="muted">${esc(t('trades_more', { shown: shown.length, total }))}</p>` : '')),
  ].join('\n');
  return renderReportPage({
    fn,
    lang,
    title,
    kicker: t('kicker_pm'),
    subtitle: t('subtitle_pm', { markets: result.markets_total ?? result.markets_scanned ?? '—', trades: total, pnl: cum.toFixed(2), ret: fmt(result.summary?.return_pct ?? null) + (result.summary?.return_pct == null ? '' : '%') }),
    data,
    chartLibrary: options.chartLibrary,
    noChartsText: t('no_charts'),
    chartHeading: t('chart_heading'),
    chartNote: t('chart_note_pm'),
    sectionsHtml: sections,
    footer: t('footer_pm'),
  });
}
