import type { PortCall } from '../../core/sourceUse.js';

/** One weekly Commitments of Traders row of a futures market. */
export interface CotReport {
  /** CFTC contract market code (e.g. 088691 for gold). */
  readonly marketCode: string;
  readonly marketName: string;
  /** ISO date the positions are as of (a Tuesday). */
  readonly reportDate: string;
  readonly openInterest: number;
  /** Non-commercial (large speculator) long and short, and commercial long and short, in contracts. */
  readonly nonCommercialLong: number;
  readonly nonCommercialShort: number;
  readonly commercialLong: number;
  readonly commercialShort: number;
}

/** The `positioning` port: CFTC Commitments of Traders reports (legacy futures-only), oldest first. */
export interface PositioningSource {
  cotReports(marketCode: string, weeks: number, call?: PortCall): Promise<readonly CotReport[]>;
}
