import { createTranslate } from '../../../core/i18n/createTranslate.js';
import { predictionScanMessages, type PredictionScanKey } from '../../../markets/predictionScans/messages/predictionScans.js';
import type { PricedScan } from './scanPricedMarkets.js';

/**
 * The summary sentence and the general notes of a priced scan, in the answer's language: what clears and by how
 * much, or how close the nearest came; how many markets were fee-unknown or not priced. `extra` notes come first.
 *
 * @param scan - The priced scan.
 * @param options - Language, the edge threshold and the endpoint's own notes (keys and parameters).
 * @returns `summary` and `notes`.
 * @example
 * ```ts
 * const { summary, notes } = describePricedScan(scan, { lang: 'en', minEdge: 0.1, extra: [] });
 * ```
 */
export function describePricedScan(scan: PricedScan, options: { readonly lang: 'en' | 'es'; readonly minEdge: number; readonly extra: readonly { readonly key: PredictionScanKey; readonly params?: Record<string, string | number> }[] }): { summary: string; notes: string[] } {
  const t = createTranslate(predictionScanMessages, options.lang);
  const points = (x: number) => (x * 100).toFixed(1);
  const minEdge = points(options.minEdge);
  const top = scan.opportunities[0];
  const miss = scan.closest_misses[0];
  const summary =
    top !== undefined
      ? t('summary_clears', { count: scan.opportunities.length, minEdge, edge: points(top.edge), question: top.question, venue: top.venue })
      : miss !== undefined
        ? t('summary_none', { minEdge, priced: scan.closest_misses.length, edge: points(miss.edge), question: miss.question, venue: miss.venue })
        : t('summary_empty');
  const notes = options.extra.map((n) => t(n.key, n.params));
  if (scan.fee_unknown.length > 0) notes.push(t('note_fee_unknown', { count: scan.fee_unknown.length }));
  if (scan.not_priced.length > 0) notes.push(t('note_not_priced', { count: scan.not_priced.length }));
  return { summary, notes };
}
