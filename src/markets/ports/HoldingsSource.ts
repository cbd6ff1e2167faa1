import type { PortCall } from '../../core/sourceUse.js';

/** One holding of an ETF. */
export interface EtfHolding {
  readonly ticker: string;
  readonly name: string;
  /** Weight as a fraction of the fund (0..1). */
  readonly weight: number;
}

/** The `holdings` port: the holdings of a sector ETF, as its issuer publishes them, with their as-of date. */
export interface HoldingsSource {
  holdings(etf: string, call?: PortCall): Promise<{ readonly etf: string; readonly asOf: string; readonly holdings: readonly EtfHolding[] }>;
}
