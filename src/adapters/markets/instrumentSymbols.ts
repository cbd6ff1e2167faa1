/** How one canonical instrument is asked of each price source. */
export interface InstrumentSymbols {
  /** What kind of instrument it is (FX has no volume; futures are the source's continuous front month). */
  readonly kind: 'forex' | 'commodity' | 'index' | 'future';
  /** Yahoo Finance chart symbol. */
  readonly yahoo: string;
  /** Stooq download symbol; null where Stooq has no series we know of. */
  readonly stooq: string | null;
  /** Quote currency of the prices when the source does not say. */
  readonly currency: string;
}

const fx = (pair: string): InstrumentSymbols => ({ kind: 'forex', yahoo: `${pair}=X`, stooq: pair.toLowerCase(), currency: pair.slice(3) });
const future = (root: string, stooq: string | null, kind: InstrumentSymbols['kind'], currency = 'USD'): InstrumentSymbols => ({ kind, yahoo: `${root}=F`, stooq, currency });

/**
 * guidekit's canonical instrument ids (the ids of the engines' instrument table, src/markets/rules/instruments.ts) and
 * the symbol each price source uses for them. Owned by the price adapters: engines only ever see the canonical id. Equity tickers are not listed (they
 * are asked as given). Gold and silver map to the COMEX continuous front-month futures on Yahoo (GC=F, SI=F) and to
 * spot on Stooq; futures on both sources are the front month as the source rolls it, not back-adjusted.
 *
 * @see docs/market-sources.md
 */
export const INSTRUMENT_SYMBOLS: Readonly<Record<string, InstrumentSymbols>> = {
  // FX: the 28 pairs among the eight major currencies.
  ...Object.fromEntries(
    [
      'EURGBP', 'EURAUD', 'EURNZD', 'EURUSD', 'EURCAD', 'EURCHF', 'EURJPY',
      'GBPAUD', 'GBPNZD', 'GBPUSD', 'GBPCAD', 'GBPCHF', 'GBPJPY',
      'AUDNZD', 'AUDUSD', 'AUDCAD', 'AUDCHF', 'AUDJPY',
      'NZDUSD', 'NZDCAD', 'NZDCHF', 'NZDJPY',
      'USDCAD', 'USDCHF', 'USDJPY',
      'CADCHF', 'CADJPY',
      'CHFJPY',
    ].map((pair) => [pair, fx(pair)]),
  ),
  // Metals: COMEX/NYMEX continuous front month on Yahoo, spot on Stooq.
  XAUUSD: { kind: 'commodity', yahoo: 'GC=F', stooq: 'xauusd', currency: 'USD' },
  XAGUSD: { kind: 'commodity', yahoo: 'SI=F', stooq: 'xagusd', currency: 'USD' },
  XPTUSD: { kind: 'commodity', yahoo: 'PL=F', stooq: 'xptusd', currency: 'USD' },
  XPDUSD: { kind: 'commodity', yahoo: 'PA=F', stooq: 'xpdusd', currency: 'USD' },
  // Commodities: the front-month future on both sources (grains quoted in US cents).
  WTI: future('CL', 'cl.f', 'commodity'),
  BRENT: future('BZ', 'cb.f', 'commodity'),
  NATGAS: future('NG', 'ng.f', 'commodity'),
  WHEAT: future('ZW', 'zw.f', 'commodity', 'USX'),
  CORN: future('ZC', 'zc.f', 'commodity', 'USX'),
  COPPER: future('HG', 'hg.f', 'commodity'),
  // Indices.
  SPX: { kind: 'index', yahoo: '^GSPC', stooq: '^spx', currency: 'USD' },
  NDX: { kind: 'index', yahoo: '^NDX', stooq: '^ndx', currency: 'USD' },
  DJI: { kind: 'index', yahoo: '^DJI', stooq: '^dji', currency: 'USD' },
  FTSE: { kind: 'index', yahoo: '^FTSE', stooq: '^ukx', currency: 'GBP' },
  DAX: { kind: 'index', yahoo: '^GDAXI', stooq: '^dax', currency: 'EUR' },
  NIKKEI: { kind: 'index', yahoo: '^N225', stooq: '^nkx', currency: 'JPY' },
  // Futures roots (continuous front month); Stooq spells continuous futures <root>.f where it has them.
  ...Object.fromEntries(
    (
      [
        ['ES', 'USD'], ['NQ', 'USD'], ['YM', 'USD'], ['RTY', 'USD'],
        ['CL', 'USD'], ['BZ', 'USD'], ['NG', 'USD'], ['RB', 'USD'], ['HO', 'USD'],
        ['GC', 'USD'], ['SI', 'USD'], ['HG', 'USD'], ['PL', 'USD'], ['PA', 'USD'],
        ['ZC', 'USX'], ['ZW', 'USX'], ['ZS', 'USX'], ['ZL', 'USX'], ['ZM', 'USD'],
        ['KC', 'USX'], ['SB', 'USX'], ['CC', 'USD'], ['CT', 'USX'], ['LE', 'USX'], ['HE', 'USX'],
        ['ZT', 'USD'], ['ZF', 'USD'], ['ZN', 'USD'], ['ZB', 'USD'], ['UB', 'USD'],
      ] as const
    ).map(([root, currency]) => [root, future(root, root === 'BZ' ? 'cb.f' : `${root.toLowerCase()}.f`, 'future', currency)]),
  ),
};

/** Other spellings the instrument table accepts, to their canonical id. */
export const INSTRUMENT_ALIASES: Readonly<Record<string, string>> = {
  GOLD: 'XAUUSD',
  XAU: 'XAUUSD',
  SILVER: 'XAGUSD',
  XAG: 'XAGUSD',
  PLATINUM: 'XPTUSD',
  PALLADIUM: 'XPDUSD',
  OIL: 'WTI',
  'CL=F': 'WTI',
  'BZ=F': 'BRENT',
  'NG=F': 'NATGAS',
  'ZW=F': 'WHEAT',
  'ZC=F': 'CORN',
  'HG=F': 'COPPER',
  '^GSPC': 'SPX',
  '^NDX': 'NDX',
  '^DJI': 'DJI',
  '^FTSE': 'FTSE',
  '^GDAXI': 'DAX',
  '^N225': 'NIKKEI',
  // `<root>=F` is the root itself, except where the spelling belongs to a commodity above (CL=F is WTI).
  ...Object.fromEntries(['ES', 'NQ', 'YM', 'RTY', 'RB', 'HO', 'GC', 'SI', 'PL', 'PA', 'ZS', 'ZL', 'ZM', 'KC', 'SB', 'CC', 'CT', 'LE', 'HE', 'ZT', 'ZF', 'ZN', 'ZB', 'UB'].map((root) => [`${root}=F`, root])),
};
