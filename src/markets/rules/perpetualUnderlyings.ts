import type { RuleTable } from '../../core/ruleTable.js';

/** A venue-branded perpetual listing and what its deployer documents it to track. */
export interface PerpetualUnderlying {
  /** The listing as the venue names it: `<dex>:<label>` on Hyperliquid (builder-deployed, HIP-3). */
  readonly coin: string;
  /** What the deployer's documents say it tracks, in their words (shortened). */
  readonly tracks: string;
  /**
   * The instrument-table id it tracks, when the deployer's documents name that instrument or its exact underlying;
   * `unknown` when they describe an index without naming one: never matched then.
   */
  readonly instrument: string;
}

/**
 * Perpetual listings whose label is not one of the tracked instrument's names (a venue-branded index, an oil contract
 * under its own label), mapped to the instrument the deployer documents it to track, so the reference price of that
 * instrument can be read from it while its session is closed. A listing the table gives as `unknown` is never matched
 * to an instrument, whatever its label.
 *
 * @see docs/market-endpoints.md
 */
export const PERPETUAL_UNDERLYINGS: RuleTable<readonly PerpetualUnderlying[]> = {
  id: 'markets.reference.perpetual_underlyings',
  title: 'Reference prices: venue-branded perpetual listings and the instrument each tracks, as its deployer documents it',
  versions: [
    {
      value: [
        {
          coin: 'xyz:SP500',
          tracks: '500 leading publicly traded U.S. companies; underlying ESM6 / USD (extended session), SPX (cash session)',
          instrument: 'SPX',
        },
        {
          coin: 'xyz:XYZ100',
          tracks:
            'the XYZ U.S. 100 Index: a modified market-capitalization-weighted index of 100 of the largest, most actively traded non-financial companies listed on a U.S. stock exchange; underlying NMM6 / USD (extended session), "spot index value" (cash session)',
          instrument: 'unknown',
        },
        {
          coin: 'xyz:WTIOIL',
          tracks: 'the value of 1 barrel of West Texas Intermediate (WTI) light sweet crude oil; underlying CLK6 / USD',
          instrument: 'WTI',
        },
        {
          coin: 'xyz:BRENTOIL',
          tracks: 'the value of 1 barrel of Brent crude oil',
          instrument: 'BRENT',
        },
      ],
      source:
        'trade.xyz (XYZ, deployer of the xyz dex on Hyperliquid) documentation: Specification Index, https://docs.trade.xyz/consolidated-resources/specification-index; XYZ100 and Index Perpetuals, https://docs.trade.xyz/xyz-perps-specification/xyz100-and-index-perpetuals',
      effective: '2026-11-25',
      verified: '2026-11-25',
      note:
        'Read on 2026-11-25 through the search tool. XYZ100 is left unknown: the deployer describes its index (in words close to the Nasdaq-100\'s own description, but "listed on a U.S. stock exchange", not on Nasdaq) and names neither the Nasdaq-100 nor its cash index; its extended-session feed is Pyth\'s "Equity.US.NM<month>/USD", whose contract the documents do not name either. Press reports call it a Nasdaq 100 perpetual; that is not the deployer\'s word, so it is not used. The listings\' month codes (ESM6, NMM6, CLK6) roll; the instruments they map to do not change.',
    },
  ],
};
