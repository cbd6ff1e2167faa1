import { GuidekitError } from '../../core/GuidekitError.js';
import { REPORT_CLIENT_SCRIPT } from './reportClient.js';
import { escapeReportHtml as esc } from './reportEscapeHtml.js';
import { toReportJson } from './reportJson.js';

/** What {@link renderReportPage} lays out. */
export interface ReportPage {
  readonly fn: string;
  readonly lang: string;
  /** Plain text: the `<title>` and the `<h1>`. */
  readonly title: string;
  /** Plain text above the title, e.g. "Backtest report". */
  readonly kicker: string;
  /** Plain text under the title. */
  readonly subtitle: string;
  /** The data block (`guidekit-report-data`); `labels` is read by the chart script. */
  readonly data: { readonly labels: Readonly<Record<string, string>> } & Record<string, unknown>;
  /** Source of lightweight-charts' standalone build, or undefined for a page without charts. */
  readonly chartLibrary: string | undefined;
  /** Plain text shown instead of the charts when there is no library. */
  readonly noChartsText: string;
  /** Plain text under the chart. */
  readonly chartNote: string;
  /** Heading of the chart. */
  readonly chartHeading: string;
  /** Trusted HTML sections after the chart (the caller escaped every text in them). */
  readonly sectionsHtml: string;
  /** Plain text of the footer. */
  readonly footer: string;
}

/** Neutralises the only two sequences that could end or alter a script element early (none occur in lightweight-charts 5). */
const inlineScript = (src: string) => src.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * Lays out a report page: header, the chart host with its legend, the data block, the inlined chart library and the
 * chart script, then the caller's sections. Loads nothing from anywhere.
 *
 * @param page - The page parts.
 * @returns The HTML document.
 */
export function renderReportPage(page: ReportPage): string {
  if (page.chartLibrary !== undefined && (typeof page.chartLibrary !== 'string' || page.chartLibrary.length === 0)) {
    throw new GuidekitError(`${page.fn}: chartLibrary must be the source text of lightweight-charts' standalone build`, { code: 'invalid_type', field: 'chartLibrary' });
  }
  const charts = page.chartLibrary === undefined
    ? `<p id="guidekit-no-charts" class="notice">${esc(page.noChartsText)}</p>`
    : `<div id="guidekit-legend" class="legend" aria-live="polite"></div><div id="guidekit-chart"></div><p class="muted" id="guidekit-panes"></p>`;
  const scripts = page.chartLibrary === undefined ? '' : `<script>${inlineScript(page.chartLibrary)}</script>\n<script>${REPORT_CLIENT_SCRIPT}</script>`;
  return `<!DOCTYPE html>
<html lang="${esc(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(page.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem auto;max-width:1200px;padding:0 1rem;color:#222}h1{font-size:1.4rem;margin:.2rem 0}.kicker{text-transform:uppercase;letter-spacing:.06em;color:#666;font-size:.8rem}#guidekit-chart{height:1100px;width:100%;border:1px solid #ddd}.legend{font:12px/1.5 ui-monospace,monospace;min-height:3em;padding:.3rem 0;white-space:pre-wrap}table{border-collapse:collapse;margin-bottom:1rem}th,td{padding:.2rem .7rem;border-bottom:1px solid #ddd;text-align:left}td{font-variant-numeric:tabular-nums}.muted{color:#666;font-size:.9rem}.notice{background:#fff6e0;padding:.6rem;border:1px solid #e8cf8a}pre{white-space:pre-wrap;background:#f4f4f4;padding:.6rem}.scroll{max-height:28rem;overflow:auto}</style>
</head><body>
<p class="kicker">${esc(page.kicker)}</p>
<h1>${esc(page.title)}</h1>
<p class="muted">${esc(page.subtitle)}</p>
<h2>${esc(page.chartHeading)}</h2>
${charts}
<p class="muted">${esc(page.chartNote)}</p>
<script type="application/json" id="guidekit-report-data">${toReportJson(page.data)}</script>
${scripts}
${page.sectionsHtml}
<p class="muted">${esc(page.footer)}</p>
</body></html>
`;
}
