import type { RuleTable } from '../../core/ruleTable.js';
import type { FuturesCategory } from './instruments.js';

/** The instrument lists the scanners name: GET /api/scan/forex, /api/scan/market, /api/scan/cmi and /api/scan/futures per category. */
export type ScanUniverseId = 'forex' | 'market' | 'cmi' | `futures.${FuturesCategory}`;

/** The 28 pairs among EUR, GBP, AUD, NZD, USD, CAD, CHF and JPY (every combination of the eight currencies). */
const FOREX_28 = [
  'EURUSD', 'GBPUSD', 'USDJPY', 'USDCHF', 'AUDUSD', 'USDCAD', 'NZDUSD',
  'EURGBP', 'EURJPY', 'EURCHF', 'EURAUD', 'EURCAD', 'EURNZD',
  'GBPJPY', 'GBPCHF', 'GBPAUD', 'GBPCAD', 'GBPNZD',
  'AUDJPY', 'AUDCHF', 'AUDCAD', 'AUDNZD',
  'NZDJPY', 'NZDCHF', 'NZDCAD',
  'CADJPY', 'CADCHF',
  'CHFJPY',
] as const;

/** The 14 non-FX instruments of the cross-asset scanner: two metals, six cash indices, six crypto CFDs. */
const MARKET_EXTRA = ['XAUUSD', 'XAGUSD', 'SPX', 'NDX', 'DJI', 'FTSE', 'DAX', 'NIKKEI', 'BTC-USD', 'ETH-USD', 'SOL-USD', 'XRP-USD', 'DOGE-USD', 'ADA-USD'] as const;

/** The commodity, metal and index CFDs scanned as one group: the specification's eight commodities and five of its indices. */
const CMI_13 = ['XAUUSD', 'XAGUSD', 'WTI', 'BRENT', 'NATGAS', 'WHEAT', 'CORN', 'COPPER', 'SPX', 'NDX', 'FTSE', 'DAX', 'NIKKEI'] as const;

const SPEC_SOURCE = 'guidekit market specification, "Market signal service: all paid endpoints" (scanner row)';

function universe(id: string, title: string, value: readonly string[], note: string, verified: string | null): RuleTable<readonly string[]> {
  return { id: `markets.scan_universe.${id}`, title, versions: [{ value, source: SPEC_SOURCE, effective: '2025-01-01', verified, note }] };
}

/**
 * The scanners' instrument lists as dated tables of canonical ids (see `INSTRUMENTS`). The specification fixes the
 * counts (28 FX pairs; 42 cross-asset instruments, 28 FX plus metals, indices and crypto CFDs; 13 commodity, metal and
 * index CFDs; futures by category) but names the members only for the FX list, so the other lists are guidekit's
 * documented choice (docs/markets-instruments.md) and carry `verified: null`.
 */
export const SCAN_UNIVERSES: Readonly<Record<ScanUniverseId, RuleTable<readonly string[]>>> = {
  forex: universe('forex', 'FX scanner: the 28 pairs of the eight major currencies', FOREX_28, 'The 28 pairs are every combination of the eight currencies, quoted base-first by market convention.', '2026-11-25'),
  market: universe(
    'market',
    'Cross-asset scanner: 42 instruments (28 FX, 2 metals, 6 indices, 6 crypto CFDs)',
    [...FOREX_28, ...MARKET_EXTRA],
    'The 14 non-FX members are guidekit\'s choice: gold and silver (the two metal CFDs with the deepest books), the six cash indices of the instrument table, and six of the seven supported crypto assets (AVAX, the smallest by market value, is left out).',
    null,
  ),
  cmi: universe(
    'cmi',
    'Commodity, metal and index scanner: 13 CFDs',
    CMI_13,
    'guidekit\'s choice: the eight commodities and metals of the supported-instrument table plus five indices; DJI is left out because it moves with SPX and NDX in the same session.',
    null,
  ),
  'futures.index': universe('futures.index', 'Futures scanner: equity-index futures', ['ES', 'NQ', 'YM', 'RTY'], 'Roots of the instrument table whose category is index.', null),
  'futures.energy': universe('futures.energy', 'Futures scanner: energy futures', ['CL', 'BZ', 'NG', 'RB', 'HO'], 'Roots of the instrument table whose category is energy.', null),
  'futures.metals': universe('futures.metals', 'Futures scanner: metal futures', ['GC', 'SI', 'HG', 'PL', 'PA'], 'Roots of the instrument table whose category is metals.', null),
  'futures.ags': universe('futures.ags', 'Futures scanner: grain, oilseed, soft and livestock futures', ['ZC', 'ZW', 'ZS', 'ZL', 'ZM', 'KC', 'SB', 'CC', 'CT', 'LE', 'HE'], 'Roots of the instrument table whose category is ags.', null),
  'futures.rates': universe('futures.rates', 'Futures scanner: US Treasury futures', ['ZT', 'ZF', 'ZN', 'ZB', 'UB'], 'Roots of the instrument table whose category is rates.', null),
};
