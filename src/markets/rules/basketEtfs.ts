import type { RuleTable } from '../../core/ruleTable.js';

/**
 * The sector ETFs whose holdings signal/basket can read as a basket (`etf`): State Street's SPDR funds that publish a
 * daily holdings workbook at one address pattern (the eleven Select Sector SPDRs, the S&P industry SPDRs most used as
 * sector baskets, and SPY). Another ETF is refused before payment (a 400 naming `etf`), since no configured holdings
 * source reads it. The `holdings` adapter's own list (SSGA_HOLDINGS_ETFS) is checked against this one by a test.
 *
 * @see docs/market-sources.md
 */
export const MARKETS_BASKET_ETFS: RuleTable<readonly string[]> = {
  id: 'markets.basket.etfs',
  title: 'signal/basket: sector ETFs whose daily holdings can be read as a basket',
  jurisdiction: 'INTL',
  versions: [
    {
      value: ['XLB', 'XLC', 'XLE', 'XLF', 'XLI', 'XLK', 'XLP', 'XLRE', 'XLU', 'XLV', 'XLY', 'XBI', 'XHB', 'XME', 'XOP', 'XRT', 'KBE', 'KRE', 'XSD', 'XPH', 'XAR', 'XTN', 'XSW', 'SPY'],
      source: 'https://www.ssga.com/us/en/intermediary/library-content/products/fund-data/etfs/us/holdings-daily-us-en-<etf>.xlsx (State Street daily holdings files, one per SPDR ETF)',
      effective: '1990-01-01',
      verified: null,
      note: 'The funds the holdings adapter reads (src/adapters/markets/createHoldingsSource.ts); effective 1990 so a replay of any date refuses the same ETFs. A theme (`theme`) covers the other baskets.',
    },
  ],
};
