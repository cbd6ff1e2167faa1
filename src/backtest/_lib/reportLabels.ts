import type { Translate } from '../../core/i18n/createTranslate.js';
import type { RenderBacktestReportMessageKey } from '../messages/renderBacktestReport.js';

const KEYS = ['price', 'volume', 'equity', 'drawdown', 'pnl', 'open', 'high', 'low', 'close', 'long', 'short', 'entry', 'exit', 'upper', 'lower', 'median'] as const;

/**
 * The chart script's labels (`data.labels`) in the report's language.
 *
 * @param t - The report's translator.
 * @param overrides - Labels replaced for one report kind (e.g. `equity` as cumulative P/L).
 * @returns Label by short key.
 */
export function readReportLabels(t: Translate<RenderBacktestReportMessageKey>, overrides: Partial<Record<(typeof KEYS)[number], string>> = {}): Record<string, string> {
  return Object.fromEntries(KEYS.map((k) => [k, overrides[k] ?? t(`l_${k}`)]));
}
