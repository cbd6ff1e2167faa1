import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import type { BacktestStats } from './computeBacktestStats.js';
import { renderBacktestReportMessages as MESSAGES } from './messages/renderBacktestReport.js';
import type { BacktestResult } from './types.js';

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
  /** ISO date of each bar (the `dates` of the bars the run used), for the axis and the title. Default: bar numbers. */
  readonly dates?: readonly string[];
  /** Monte Carlo bands drawn behind the equity curve. Default none. */
  readonly bands?: readonly EquityBand[];
  /** Warnings listed above the statistics (e.g. overfit warnings). Default none. */
  readonly warnings?: readonly string[];
  /** The rule text or spec shown in the report. Default none. */
  readonly rule?: string;
  /** Report title; default the strategy name. */
  readonly title?: string;
  /** Language of the labels. Default `'en'`. */
  readonly lang?: 'en' | 'es';
}

const W = 900;
const H = 300;
const PAD = 48;
const MAX_POINTS = 1200;

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function formatValue(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Decimal.isDecimal(v)) return (v as Decimal).toFixed(2);
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(Math.abs(v) >= 100 ? 2 : 4);
  return String(v);
}

/** Scales a series of `count` values spread over [0, n − 1] bars into SVG coordinates. */
function scaler(n: number, min: number, max: number) {
  const span = max > min ? max - min : 1;
  return {
    x: (i: number) => PAD + ((W - 2 * PAD) * i) / Math.max(1, n - 1),
    y: (v: number) => H - PAD - ((H - 2 * PAD) * (v - min)) / span,
  };
}

function pathOf(values: ArrayLike<number>, n: number, sx: (i: number) => number, sy: (v: number) => number, bar?: ArrayLike<number>): string {
  const len = values.length;
  const at = (i: number) => (bar ? (bar[i] as number) : (i * (n - 1)) / Math.max(1, len - 1));
  const step = Math.max(1, Math.ceil(len / MAX_POINTS));
  const parts: string[] = [];
  for (let i = 0; i < len; i += step) parts.push(`${parts.length === 0 ? 'M' : 'L'}${sx(at(i)).toFixed(1)},${sy(values[i] as number).toFixed(1)}`);
  if ((len - 1) % step !== 0) parts.push(`L${sx(at(len - 1)).toFixed(1)},${sy(values[len - 1] as number).toFixed(1)}`);
  return parts.join('');
}

function axis(min: number, max: number, sy: (v: number) => number, label: (v: number) => string, first: string, last: string): string {
  const ticks = [min, (min + max) / 2, max]
    .map((v) => `<text x="${PAD - 4}" y="${sy(v).toFixed(1)}" text-anchor="end" font-size="11">${escapeHtml(label(v))}</text>`)
    .join('');
  return `<line x1="${PAD}" y1="${H - PAD}" x2="${W - PAD}" y2="${H - PAD}" stroke="#999"/><line x1="${PAD}" y1="${PAD}" x2="${PAD}" y2="${H - PAD}" stroke="#999"/>${ticks}` +
    `<text x="${PAD}" y="${H - PAD + 16}" font-size="11">${escapeHtml(first)}</text><text x="${W - PAD}" y="${H - PAD + 16}" font-size="11" text-anchor="end">${escapeHtml(last)}</text>`;
}

/**
 * Renders a backtest as one self-contained HTML page: the equity curve with Monte Carlo bands and trade markers, the
 * drawdown, the rule, warnings and backtesting.py's statistics table. Charts are inline SVG; the page loads no script,
 * font, style sheet or image from anywhere, so it reads offline. The function is pure: the caller writes the file.
 *
 * @param result - The run ({@link runBacktest}); its equity and drawdown curves and trades are drawn.
 * @param stats - Its statistics ({@link computeBacktestStats}), listed field by field.
 * @param options - {@link RenderBacktestReportOptions}.
 * @returns The HTML document as a string.
 * @throws {@link GuidekitError} `invalid_type` when `result` has no equity curve, or `dates`/a band is malformed.
 * @example
 * ```ts
 * const html = renderBacktestReport(result, computeBacktestStats(result, bars), { dates: bars.dates, rule: text });
 * ```
 * @see docs/backtest-surfaces.md
 */
export function renderBacktestReport(result: BacktestResult, stats: BacktestStats, options: RenderBacktestReportOptions = {}): string {
  const fn = 'renderBacktestReport';
  if (!(result?.equity instanceof Float64Array) || result.equity.length === 0) {
    throw new GuidekitError(`${fn}: result must be a backtest result with an equity curve`, { code: 'invalid_type', field: 'result' });
  }
  if (typeof stats !== 'object' || stats === null) throw new GuidekitError(`${fn}: stats must be the run's statistics`, { code: 'invalid_type', field: 'stats' });
  const lang = readEngineLang(options.lang, { fn });
  const t = createTranslate(MESSAGES, lang);
  const equity = result.equity;
  const n = equity.length;
  const dates = options.dates;
  if (dates !== undefined && (!Array.isArray(dates) || dates.length !== n)) {
    throw new GuidekitError(`${fn}: dates must hold one date per bar (${n})`, { code: 'invalid_type', field: 'dates' });
  }
  const bands = options.bands ?? [];
  bands.forEach((b, i) => {
    if (b?.lower?.length !== b?.upper?.length || (b.lower?.length ?? 0) < 2 || (b.bar !== undefined && b.bar.length !== b.lower.length)) {
      throw new GuidekitError(`${fn}: bands[${i}] needs lower and upper series (and bar, if given) of equal length ≥ 2`, { code: 'invalid_type', field: `bands[${i}]` });
    }
  });
  const dateOf = (i: number) => (dates ? (dates[i] as string) : `#${i}`);

  let min = Infinity;
  let max = -Infinity;
  const widen = (xs: ArrayLike<number>) => {
    for (let i = 0; i < xs.length; i++) {
      const v = xs[i] as number;
      if (Number.isFinite(v)) {
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
    }
  };
  widen(equity);
  for (const b of bands) {
    widen(b.lower);
    widen(b.upper);
  }
  const eq = scaler(n, min, max);
  const money = (v: number) => v.toFixed(0);
  const bandSvg = bands
    .map((b, k) => {
      const upper = pathOf(b.upper, n, eq.x, eq.y, b.bar);
      const reversedBar = b.bar ? Array.from(b.bar).reverse() : undefined;
      const lowerRev = pathOf(Array.from(b.lower).reverse(), n, (i) => eq.x(reversedBar ? i : n - 1 - i), eq.y, reversedBar).replace(/^M/, 'L');
      const median = b.median ? `<path d="${pathOf(b.median, n, eq.x, eq.y, b.bar)}" fill="none" stroke="#7a9cc6" stroke-dasharray="4 3"/>` : '';
      return `<path d="${upper}${lowerRev}Z" fill="#4a78b5" fill-opacity="${(0.18 / (k + 1)).toFixed(2)}" stroke="none"/>${median}`;
    })
    .join('');
  const markers = result.trades
    .map((tr) => {
      const ex = eq.x(tr.entry_bar);
      const ey = eq.y(equity[tr.entry_bar] as number);
      const tri = tr.side === 'long' ? `${ex},${ey - 6} ${ex - 5},${ey + 4} ${ex + 5},${ey + 4}` : `${ex},${ey + 6} ${ex - 5},${ey - 4} ${ex + 5},${ey - 4}`;
      const color = tr.pnl >= 0 ? '#1a7f37' : '#c62828';
      return `<polygon points="${tri}" fill="${tr.side === 'long' ? '#1a7f37' : '#c62828'}"><title>${escapeHtml(`${tr.side} ${tr.entry_date} @ ${tr.entry_price.toFixed(2)}`)}</title></polygon>` +
        `<circle cx="${eq.x(tr.exit_bar).toFixed(1)}" cy="${eq.y(equity[tr.exit_bar] as number).toFixed(1)}" r="3" fill="none" stroke="${color}"><title>${escapeHtml(`exit ${tr.exit_date} @ ${tr.exit_price.toFixed(2)} (${tr.exit_reason}), PnL ${tr.pnl.toFixed(2)}`)}</title></circle>`;
    })
    .join('');
  const equitySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(t('equity_alt', { first: money(equity[0] as number), last: money(equity[n - 1] as number), peak: money(max) }))}">` +
    `${axis(min, max, eq.y, money, dateOf(0), dateOf(n - 1))}${bandSvg}<path d="${pathOf(equity, n, eq.x, eq.y)}" fill="none" stroke="#1f4e8c" stroke-width="1.5"/>${markers}</svg>`;

  const dd = Array.from(result.drawdown, (d) => -d * 100);
  const ddMin = Math.min(0, ...dd.filter(Number.isFinite));
  const ds = scaler(n, ddMin, 0);
  const ddPath = `${pathOf(dd, n, ds.x, ds.y)}L${ds.x(n - 1)},${ds.y(0)}L${ds.x(0)},${ds.y(0)}Z`;
  const drawdownSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(t('drawdown_alt', { max: (-ddMin).toFixed(2) }))}">` +
    `${axis(ddMin, 0, ds.y, (v) => `${v.toFixed(1)}%`, dateOf(0), dateOf(n - 1))}<path d="${ddPath}" fill="#c62828" fill-opacity="0.35" stroke="#c62828"/></svg>`;

  const rows = Object.entries(stats)
    .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(formatValue(v))}</td></tr>`)
    .join('');
  const warnings = options.warnings ?? [];
  const title = t('title', { name: options.title ?? result.strategy });
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:960px;color:#222}svg{width:100%;height:auto;background:#fafafa}table{border-collapse:collapse}th,td{padding:.2rem .8rem;border-bottom:1px solid #ddd;text-align:left}td{font-variant-numeric:tabular-nums}.muted{color:#666;font-size:.9rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.6rem}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(t('subtitle', { start: dateOf(0), end: dateOf(n - 1), bars: n, trades: result.trades.length }))}</p>
${options.rule === undefined ? '' : `<h2>${t('rule_heading')}</h2><pre>${escapeHtml(options.rule)}</pre>`}
<h2>${t('equity_heading')}</h2>
${equitySvg}
<p class="muted">${escapeHtml(result.trades.length === 0 ? t('no_trades') : t('trades_legend'))}${bands.map((b) => ' · ' + escapeHtml(t('bands_legend', { label: b.label ?? '' }))).join('')}</p>
<h2>${t('drawdown_heading')}</h2>
${drawdownSvg}
${warnings.length === 0 ? '' : `<h2>${t('warnings_heading')}</h2><ul>${warnings.map((w) => `<li>${escapeHtml(String(w))}</li>`).join('')}</ul>`}
<h2>${t('stats_heading')}</h2>
<table><thead><tr><th>${t('stat')}</th><th>${t('value')}</th></tr></thead><tbody>${rows}</tbody></table>
<p class="muted">${escapeHtml(t('footer'))}</p>
</body></html>
`;
}
