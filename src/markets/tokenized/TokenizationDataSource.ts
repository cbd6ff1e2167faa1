import type { PortCall } from '../../core/sourceUse.js';

/** One protocol of an aggregator's list, the fields the tokenization radar reads. */
export interface TokenizationProtocol {
  readonly name: string;
  readonly slug: string | null;
  /** The aggregator's category, e.g. `RWA`. */
  readonly category: string | null;
  readonly chains: readonly string[];
  /** Value locked now, USD. */
  readonly tvl: number | null;
  /** Change of the value locked over a day and a week, in percent. */
  readonly change_1d: number | null;
  readonly change_7d: number | null;
  /** When the aggregator listed it (epoch seconds); null when not given. */
  readonly listed_at: number | null;
}

/**
 * The `tokenizationData` port: an aggregator's protocol list (DefiLlama's free `/protocols`), from which the radar
 * keeps the real-world-asset categories. The source down or unreadable is a 503 naming it.
 */
export interface TokenizationDataSource {
  protocols(call?: PortCall): Promise<{ readonly source: string; readonly protocols: readonly TokenizationProtocol[] }>;
}
