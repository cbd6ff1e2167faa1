import { GuidekitError } from '../../../core/GuidekitError.js';
import { requireRule } from '../../../core/requireRule.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import { listFuturesContracts } from '../../../markets/instruments/listFuturesContracts.js';
import type { PriceSource } from '../../../markets/ports/PriceSource.js';
import { FUTURES_CONTINUOUS } from '../../../markets/rules/futuresContracts.js';
import { assembleContinuousFutures, type ContinuousFuturesOutcome, type LoadedContract } from '../../../markets/scans/assembleContinuousFutures.js';

/** Options of {@link loadContinuousFutures}. */
export interface LoadContinuousFuturesOptions {
  readonly asOf: string;
  readonly lang: 'en' | 'es';
  readonly prices: PriceSource;
  readonly trace: SourceRecorder;
  /** Last bar wanted (epoch ms): the end of the `asOf` day. */
  readonly to: number;
}

/**
 * Reads a futures root's contracts through the `prices` port (the front contract at `asOf` first, then the ones
 * before it, stopping at the first the source does not have) and chains them into a back-adjusted continuous series,
 * or says why the root falls back to the source's front month (assembleContinuousFutures).
 *
 * @param root - A futures root of the instrument table.
 * @param options - {@link LoadContinuousFuturesOptions}.
 * @returns The series or the fallback, with its reason.
 * @throws {@link SourceUnavailableError} when the price source is down (the caller skips the root as unavailable).
 * @example
 * ```ts
 * const outcome = await loadContinuousFutures('CL', { asOf, lang: 'en', prices: ctx.ports.prices, trace, to });
 * ```
 */
export async function loadContinuousFutures(root: string, options: LoadContinuousFuturesOptions): Promise<ContinuousFuturesOutcome> {
  const { asOf, lang, prices, trace, to } = options;
  const rule = requireRule(FUTURES_CONTINUOUS, asOf);
  const listing = listFuturesContracts(root, { asOf, previous: rule.value.previous_contracts });
  if (listing.status === 'unknown' || prices.loadContractBars === undefined) {
    return assembleContinuousFutures({ listing, loaded: listing.status === 'unknown' ? [] : null }, { asOf, lang });
  }
  const loaded: LoadedContract[] = [];
  // Newest first: a source that does not know the front contract is asked nothing more about the root.
  for (const contract of [...listing.contracts].reverse()) {
    try {
      const bars = await prices.loadContractBars({ root: listing.root, month: contract.month, to }, { trace });
      loaded.unshift({ contract, bars });
    } catch (error) {
      // An outage is not an unknown contract: it ends the read (a 503 for the root), never a fallback.
      if (!(error instanceof GuidekitError) || error instanceof SourceUnavailableError) throw error;
      loaded.unshift({ contract, bars: null, detail: error.message });
      break;
    }
  }
  return assembleContinuousFutures({ listing, loaded }, { asOf, lang });
}
