import { createTranslate } from '../../../core/i18n/createTranslate.js';
import { NothingClearsError } from '../../../core/NothingClearsError.js';
import { formatFigure } from '../../../markets/_lib/formatFigure.js';
import { requireScanCallMessages } from '../../../markets/scans/messages/requireScanCall.js';
import type { ScanRow } from '../../../markets/scans/assembleSignalScan.js';

/** How many of the nearest calls a declined scan names in its problem (`near_misses`). */
export const SCAN_NEAR_MISSES = 5;

/** What {@link requireScanCall} reads of a served scan's answer (serveScan's body). */
export interface ScanAnswer {
  readonly universe: { readonly id: string };
  readonly top: ScanRow | null;
  readonly ranked: readonly ScanRow[];
  readonly skipped: readonly unknown[];
  readonly ineligible?: readonly unknown[];
  readonly [member: string]: unknown;
}

/**
 * A price scan sells its top call: when no call clears its costs the answer has nothing to sell, so the endpoint
 * declines with a 409 that is never charged. `no-edge` when instruments were called but none clears its costs (the
 * nearest calls are in `near_misses`, the figures in `measured`); `nothing-clears` when no instrument could be called
 * at all (everything skipped or outside its session). Every other member of the scan (what was skipped and why, the
 * series each root was called on, the rules applied) stays in the problem as an extension member.
 *
 * @param answer - The scan's answer as serveScan gives it (the endpoint's own members added).
 * @param options - `lang`: the reason's language.
 * @returns Nothing: the answer has its call.
 * @throws {@link NothingClearsError} `no-edge` or `nothing-clears` as above.
 * @example
 * ```ts
 * const body = await serveFuturesScan(p.category, ctx);
 * requireScanCall(body, { lang: ctx.lang.lang });
 * ```
 * @see docs/signal-declines.md
 */
export function requireScanCall(answer: ScanAnswer, options: { readonly lang: 'en' | 'es' }): asserts answer is ScanAnswer & { readonly top: ScanRow } {
  if (answer.top !== null) return;
  const t = createTranslate(requireScanCallMessages, options.lang);
  const { top: _top, ranked, ...rest } = answer;
  const universe = answer.universe.id;
  const nearest = ranked[0];
  const measured = {
    called: ranked.length,
    tradable: ranked.filter((r) => r.tradable).length,
    skipped: answer.skipped.length,
    ineligible: answer.ineligible?.length ?? 0,
    best_edge: nearest?.edge ?? null,
    best_probability: nearest?.probability ?? null,
    best_breakeven: nearest?.breakeven_probability ?? null,
  };
  if (nearest === undefined) {
    throw new NothingClearsError(t('nothing_called', { universe, skipped: measured.skipped, ineligible: measured.ineligible }), { details: { ...rest, measured, near_misses: [] } });
  }
  const figure = (x: number) => formatFigure(x, { decimals: 3, lang: options.lang });
  const reason =
    nearest.candidate === null || nearest.edge === null || nearest.breakeven_probability === null
      ? t('no_edge_no_side', { universe, count: ranked.length })
      : t('no_edge', { universe, count: ranked.length, symbol: nearest.symbol, side: nearest.candidate, probability: figure(nearest.probability), breakeven: figure(nearest.breakeven_probability), edge: figure(nearest.edge) });
  throw new NothingClearsError(reason, { problem: 'no-edge', details: { ...rest, measured, near_misses: ranked.slice(0, SCAN_NEAR_MISSES) } });
}
