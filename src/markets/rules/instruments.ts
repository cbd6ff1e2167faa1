import type { RuleTable } from '../../core/ruleTable.js';

/** The asset classes the market endpoints distinguish. */
export type AssetClass = 'forex' | 'commodity' | 'metal' | 'index' | 'crypto' | 'future' | 'equity';

/** The futures scanner's categories (GET /api/scan/futures, /api/signal/futures). Softs and livestock count as `ags`. */
export type FuturesCategory = 'index' | 'energy' | 'metals' | 'ags' | 'rates';

/** The five futures categories, in the order the scanner lists them. */
export const FUTURES_CATEGORIES: readonly FuturesCategory[] = ['index', 'energy', 'metals', 'ags', 'rates'];

/**
 * The trading venue whose session an instrument follows (see the session tables in `rules/sessionHours.ts`). CFDs on
 * commodities and metals follow the futures venue they are priced from; cash indices follow their exchange.
 */
export type SessionVenue =
  | 'fx'
  | 'crypto'
  | 'cme_globex'
  | 'cbot_grains'
  | 'cme_livestock'
  | 'ice_us_coffee'
  | 'ice_us_sugar'
  | 'ice_us_cocoa'
  | 'ice_us_cotton'
  | 'nyse'
  | 'lse'
  | 'xetra'
  | 'tse';

/**
 * When a continuous futures series moves from one contract to the next: `businessDaysBefore` weekdays (Monday to
 * Friday) before the contract's `anchor` date, the last trade date or the first notice date (physically delivered
 * contracts, whose liquidity leaves the front month before delivery notices start).
 */
export interface FuturesRollRule {
  readonly anchor: 'last_trade' | 'first_notice';
  readonly businessDaysBefore: number;
}

/** What a futures root is: where it trades, its category, its listed contract months and its roll rule. */
export interface FuturesContractSpec {
  /** The root symbol (ES, CL, ZN, ...). */
  readonly root: string;
  readonly exchange: 'CME' | 'CBOT' | 'NYMEX' | 'COMEX' | 'ICE US';
  readonly category: FuturesCategory;
  /** The contract months traded for the continuous series, as month codes (F G H J K M N Q U V X Z). */
  readonly contractMonths: string;
  /** Minimum price fluctuation, in the quote unit. */
  readonly tickSize: number;
  readonly roll: FuturesRollRule;
  /** How the contract's last trade date falls, in words (the caller supplies the dates per contract). */
  readonly lastTrade: string;
}

/** One instrument of the supported-instrument table. */
export interface InstrumentSpec {
  /** Canonical id the price adapters map (EURUSD, XAUUSD, WTI, BTC-USD, SPX, ES, or an equity ticker). */
  readonly id: string;
  /** Other spellings accepted by `resolveInstrument` (compared after normalisation: upper case, no spaces, `/`, `-` or `_`). */
  readonly aliases: readonly string[];
  readonly assetClass: AssetClass;
  readonly name: string;
  /** ISO 4217 currency of the quotes, or `USX` for US cents (grains, softs, livestock) and `GBX` for pence. */
  readonly quoteCurrency: string;
  /**
   * The price step one "pip" or "point" of `risk_points` stands for: 0.0001 for FX (0.01 for JPY quotes), one index
   * point for indices and index futures, one minimum tick for other futures, the conventional retail point for metal and
   * commodity CFDs. `null` for crypto and equities, whose risk is given in price units.
   */
  readonly pointSize: number | null;
  readonly sessionVenue: SessionVenue;
  /** Base and quote currencies of a currency pair. */
  readonly pair?: { readonly base: string; readonly quote: string };
  /** Present for futures roots. */
  readonly futures?: FuturesContractSpec;
}

/** Currencies of the FX universe in market-convention priority: in a pair, the higher-priority currency is the base. */
export const FX_CURRENCY_PRIORITY = ['EUR', 'GBP', 'AUD', 'NZD', 'USD', 'CAD', 'CHF', 'JPY'] as const;

const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  EUR: 'Euro',
  GBP: 'British pound',
  AUD: 'Australian dollar',
  NZD: 'New Zealand dollar',
  USD: 'US dollar',
  CAD: 'Canadian dollar',
  CHF: 'Swiss franc',
  JPY: 'Japanese yen',
};

/** The 28 pairs among the eight currencies, written out: every combination, base by priority. */
const FX_PAIRS = [
  'EURGBP', 'EURAUD', 'EURNZD', 'EURUSD', 'EURCAD', 'EURCHF', 'EURJPY',
  'GBPAUD', 'GBPNZD', 'GBPUSD', 'GBPCAD', 'GBPCHF', 'GBPJPY',
  'AUDNZD', 'AUDUSD', 'AUDCAD', 'AUDCHF', 'AUDJPY',
  'NZDUSD', 'NZDCAD', 'NZDCHF', 'NZDJPY',
  'USDCAD', 'USDCHF', 'USDJPY',
  'CADCHF', 'CADJPY',
  'CHFJPY',
] as const;

/** Extra names people type for a few pairs (market nicknames). */
const FX_NICKNAMES: Readonly<Record<string, readonly string[]>> = {
  EURUSD: ['FIBER'],
  GBPUSD: ['CABLE'],
  USDCHF: ['SWISSY'],
  AUDUSD: ['AUSSIE'],
  NZDUSD: ['KIWI'],
  USDCAD: ['LOONIE'],
};

function fxPair(id: string): InstrumentSpec {
  const base = id.slice(0, 3);
  const quote = id.slice(3);
  return {
    id,
    aliases: FX_NICKNAMES[id] ?? [],
    assetClass: 'forex',
    name: `${CURRENCY_NAMES[base] ?? base} / ${CURRENCY_NAMES[quote] ?? quote}`,
    quoteCurrency: quote,
    pointSize: quote === 'JPY' ? 0.01 : 0.0001,
    sessionVenue: 'fx',
    pair: { base, quote },
  };
}

const METALS: readonly InstrumentSpec[] = [
  { id: 'XAUUSD', aliases: ['GOLD', 'XAU'], assetClass: 'metal', name: 'Gold spot (USD per troy ounce)', quoteCurrency: 'USD', pointSize: 0.1, sessionVenue: 'cme_globex' },
  { id: 'XAGUSD', aliases: ['SILVER', 'XAG'], assetClass: 'metal', name: 'Silver spot (USD per troy ounce)', quoteCurrency: 'USD', pointSize: 0.01, sessionVenue: 'cme_globex' },
  { id: 'XPTUSD', aliases: ['PLATINUM', 'XPT'], assetClass: 'metal', name: 'Platinum spot (USD per troy ounce)', quoteCurrency: 'USD', pointSize: 0.1, sessionVenue: 'cme_globex' },
  { id: 'XPDUSD', aliases: ['PALLADIUM', 'XPD'], assetClass: 'metal', name: 'Palladium spot (USD per troy ounce)', quoteCurrency: 'USD', pointSize: 0.1, sessionVenue: 'cme_globex' },
];

const COMMODITIES: readonly InstrumentSpec[] = [
  { id: 'WTI', aliases: ['OIL', 'CL=F', 'USOIL', 'CRUDE', 'CRUDEOIL', 'WTICRUDE'], assetClass: 'commodity', name: 'WTI crude oil (USD per barrel)', quoteCurrency: 'USD', pointSize: 0.01, sessionVenue: 'cme_globex' },
  { id: 'BRENT', aliases: ['BZ=F', 'UKOIL', 'BRENTCRUDE'], assetClass: 'commodity', name: 'Brent crude oil (USD per barrel)', quoteCurrency: 'USD', pointSize: 0.01, sessionVenue: 'cme_globex' },
  { id: 'NATGAS', aliases: ['NG=F', 'NATURALGAS', 'XNGUSD', 'GAS'], assetClass: 'commodity', name: 'Henry Hub natural gas (USD per MMBtu)', quoteCurrency: 'USD', pointSize: 0.001, sessionVenue: 'cme_globex' },
  { id: 'WHEAT', aliases: ['ZW=F'], assetClass: 'commodity', name: 'Chicago SRW wheat (US cents per bushel)', quoteCurrency: 'USX', pointSize: 0.25, sessionVenue: 'cbot_grains' },
  { id: 'CORN', aliases: ['ZC=F'], assetClass: 'commodity', name: 'Corn (US cents per bushel)', quoteCurrency: 'USX', pointSize: 0.25, sessionVenue: 'cbot_grains' },
  { id: 'COPPER', aliases: ['HG=F', 'XCUUSD'], assetClass: 'commodity', name: 'Copper (USD per pound)', quoteCurrency: 'USD', pointSize: 0.0005, sessionVenue: 'cme_globex' },
];

const CRYPTO: readonly InstrumentSpec[] = [
  ['BTC', 'Bitcoin', ['XBT', 'XBTUSD', 'BITCOIN', 'BTCUSDT']],
  ['ETH', 'Ether', ['ETHEREUM', 'ETHUSDT']],
  ['SOL', 'Solana', ['SOLANA', 'SOLUSDT']],
  ['ADA', 'Cardano', ['CARDANO', 'ADAUSDT']],
  ['DOGE', 'Dogecoin', ['DOGECOIN', 'DOGEUSDT']],
  ['XRP', 'XRP', ['RIPPLE', 'XRPUSDT']],
  ['AVAX', 'Avalanche', ['AVALANCHE', 'AVAXUSDT']],
].map(([coin, name, extra]) => ({
  id: `${coin as string}-USD`,
  aliases: [coin as string, ...(extra as string[])],
  assetClass: 'crypto' as const,
  name: `${name as string} (USD)`,
  quoteCurrency: 'USD',
  pointSize: null,
  sessionVenue: 'crypto' as const,
}));

const INDICES: readonly InstrumentSpec[] = [
  { id: 'SPX', aliases: ['^GSPC', 'US500', 'SP500', 'S&P500', 'SPX500', 'GSPC'], assetClass: 'index', name: 'S&P 500', quoteCurrency: 'USD', pointSize: 1, sessionVenue: 'nyse' },
  { id: 'NDX', aliases: ['^NDX', 'NAS100', 'US100', 'NASDAQ100', 'USTEC'], assetClass: 'index', name: 'Nasdaq-100', quoteCurrency: 'USD', pointSize: 1, sessionVenue: 'nyse' },
  { id: 'DJI', aliases: ['^DJI', 'US30', 'DJIA', 'DOWJONES', 'WS30'], assetClass: 'index', name: 'Dow Jones Industrial Average', quoteCurrency: 'USD', pointSize: 1, sessionVenue: 'nyse' },
  { id: 'FTSE', aliases: ['^FTSE', 'UK100', 'FTSE100', 'UKX'], assetClass: 'index', name: 'FTSE 100', quoteCurrency: 'GBP', pointSize: 1, sessionVenue: 'lse' },
  { id: 'DAX', aliases: ['^GDAXI', 'GER40', 'DE40', 'GER30', 'DAX40', 'GDAXI'], assetClass: 'index', name: 'DAX 40', quoteCurrency: 'EUR', pointSize: 1, sessionVenue: 'xetra' },
  { id: 'NIKKEI', aliases: ['^N225', 'JP225', 'N225', 'NIKKEI225', 'JPN225'], assetClass: 'index', name: 'Nikkei 225', quoteCurrency: 'JPY', pointSize: 1, sessionVenue: 'tse' },
];

type FuturesRow = readonly [
  root: string,
  name: string,
  exchange: FuturesContractSpec['exchange'],
  category: FuturesCategory,
  months: string,
  tick: number,
  point: number,
  currency: string,
  venue: SessionVenue,
  roll: FuturesRollRule,
  lastTrade: string,
];

const ALL_MONTHS = 'FGHJKMNQUVXZ';
const QUARTERLY = 'HMUZ';
/** Equity-index futures roll on CME's roll date, the Thursday eight days before the third-Friday expiry: 6 weekdays before. */
const INDEX_ROLL: FuturesRollRule = { anchor: 'last_trade', businessDaysBefore: 6 };
const ENERGY_ROLL: FuturesRollRule = { anchor: 'last_trade', businessDaysBefore: 3 };
const NOTICE_ROLL: FuturesRollRule = { anchor: 'first_notice', businessDaysBefore: 2 };
const THIRD_FRIDAY = 'third Friday of the contract month';

const FUTURES_ROWS: readonly FuturesRow[] = [
  ['ES', 'E-mini S&P 500', 'CME', 'index', QUARTERLY, 0.25, 1, 'USD', 'cme_globex', INDEX_ROLL, THIRD_FRIDAY],
  ['NQ', 'E-mini Nasdaq-100', 'CME', 'index', QUARTERLY, 0.25, 1, 'USD', 'cme_globex', INDEX_ROLL, THIRD_FRIDAY],
  ['YM', 'E-mini Dow ($5)', 'CBOT', 'index', QUARTERLY, 1, 1, 'USD', 'cme_globex', INDEX_ROLL, THIRD_FRIDAY],
  ['RTY', 'E-mini Russell 2000', 'CME', 'index', QUARTERLY, 0.1, 1, 'USD', 'cme_globex', INDEX_ROLL, THIRD_FRIDAY],
  ['CL', 'WTI crude oil', 'NYMEX', 'energy', ALL_MONTHS, 0.01, 0.01, 'USD', 'cme_globex', ENERGY_ROLL, '3 business days before the 25th calendar day of the month before the contract month'],
  ['BZ', 'Brent crude oil (last day financial)', 'NYMEX', 'energy', ALL_MONTHS, 0.01, 0.01, 'USD', 'cme_globex', ENERGY_ROLL, 'last business day of the second month before the contract month'],
  ['NG', 'Henry Hub natural gas', 'NYMEX', 'energy', ALL_MONTHS, 0.001, 0.001, 'USD', 'cme_globex', ENERGY_ROLL, '3 business days before the first calendar day of the contract month'],
  ['RB', 'RBOB gasoline', 'NYMEX', 'energy', ALL_MONTHS, 0.0001, 0.0001, 'USD', 'cme_globex', ENERGY_ROLL, 'last business day of the month before the contract month'],
  ['HO', 'NY Harbor ULSD (heating oil)', 'NYMEX', 'energy', ALL_MONTHS, 0.0001, 0.0001, 'USD', 'cme_globex', ENERGY_ROLL, 'last business day of the month before the contract month'],
  ['GC', 'Gold', 'COMEX', 'metals', 'GJMQVZ', 0.1, 0.1, 'USD', 'cme_globex', NOTICE_ROLL, 'third-last business day of the contract month (first notice: last business day of the month before)'],
  ['SI', 'Silver', 'COMEX', 'metals', 'HKNUZ', 0.005, 0.005, 'USD', 'cme_globex', NOTICE_ROLL, 'third-last business day of the contract month (first notice: last business day of the month before)'],
  ['HG', 'Copper', 'COMEX', 'metals', 'HKNUZ', 0.0005, 0.0005, 'USD', 'cme_globex', NOTICE_ROLL, 'third-last business day of the contract month (first notice: last business day of the month before)'],
  ['PL', 'Platinum', 'NYMEX', 'metals', 'FJNV', 0.1, 0.1, 'USD', 'cme_globex', NOTICE_ROLL, 'third-last business day of the contract month (first notice: last business day of the month before)'],
  ['PA', 'Palladium', 'NYMEX', 'metals', 'HMUZ', 0.5, 0.5, 'USD', 'cme_globex', NOTICE_ROLL, 'third-last business day of the contract month (first notice: last business day of the month before)'],
  ['ZC', 'Corn', 'CBOT', 'ags', 'HKNUZ', 0.25, 0.25, 'USX', 'cbot_grains', NOTICE_ROLL, 'business day before the 15th of the contract month (first notice: last business day of the month before)'],
  ['ZW', 'Chicago SRW wheat', 'CBOT', 'ags', 'HKNUZ', 0.25, 0.25, 'USX', 'cbot_grains', NOTICE_ROLL, 'business day before the 15th of the contract month (first notice: last business day of the month before)'],
  ['ZS', 'Soybeans', 'CBOT', 'ags', 'FHKNQUX', 0.25, 0.25, 'USX', 'cbot_grains', NOTICE_ROLL, 'business day before the 15th of the contract month (first notice: last business day of the month before)'],
  ['ZL', 'Soybean oil', 'CBOT', 'ags', 'FHKNQUVZ', 0.01, 0.01, 'USX', 'cbot_grains', NOTICE_ROLL, 'business day before the 15th of the contract month (first notice: last business day of the month before)'],
  ['ZM', 'Soybean meal', 'CBOT', 'ags', 'FHKNQUVZ', 0.1, 0.1, 'USD', 'cbot_grains', NOTICE_ROLL, 'business day before the 15th of the contract month (first notice: last business day of the month before)'],
  ['KC', 'Coffee "C"', 'ICE US', 'ags', 'HKNUZ', 0.05, 0.05, 'USX', 'ice_us_coffee', NOTICE_ROLL, 'eight business days before the last business day of the contract month'],
  ['SB', 'Sugar No. 11', 'ICE US', 'ags', 'HKNV', 0.01, 0.01, 'USX', 'ice_us_sugar', { anchor: 'last_trade', businessDaysBefore: 3 }, 'last business day of the month before the contract month'],
  ['CC', 'Cocoa', 'ICE US', 'ags', 'HKNUZ', 1, 1, 'USD', 'ice_us_cocoa', NOTICE_ROLL, 'eleven business days before the last business day of the contract month'],
  ['CT', 'Cotton No. 2', 'ICE US', 'ags', 'HKNVZ', 0.01, 0.01, 'USX', 'ice_us_cotton', NOTICE_ROLL, 'seventeen business days before the end of the contract month'],
  ['LE', 'Live cattle', 'CME', 'ags', 'GJMQVZ', 0.025, 0.025, 'USX', 'cme_livestock', { anchor: 'last_trade', businessDaysBefore: 5 }, 'last business day of the contract month'],
  ['HE', 'Lean hogs', 'CME', 'ags', 'GJKMNQVZ', 0.025, 0.025, 'USX', 'cme_livestock', { anchor: 'last_trade', businessDaysBefore: 5 }, '10th business day of the contract month'],
  ['ZT', '2-year US Treasury note', 'CBOT', 'rates', QUARTERLY, 1 / 256, 1 / 256, 'USD', 'cme_globex', NOTICE_ROLL, 'last business day of the contract month (first notice: last business day of the month before)'],
  ['ZF', '5-year US Treasury note', 'CBOT', 'rates', QUARTERLY, 1 / 128, 1 / 128, 'USD', 'cme_globex', NOTICE_ROLL, 'last business day of the contract month (first notice: last business day of the month before)'],
  ['ZN', '10-year US Treasury note', 'CBOT', 'rates', QUARTERLY, 1 / 64, 1 / 64, 'USD', 'cme_globex', NOTICE_ROLL, 'seventh business day before the last business day of the contract month (first notice: last business day of the month before)'],
  ['ZB', 'US Treasury bond', 'CBOT', 'rates', QUARTERLY, 1 / 32, 1 / 32, 'USD', 'cme_globex', NOTICE_ROLL, 'seventh business day before the last business day of the contract month (first notice: last business day of the month before)'],
  ['UB', 'Ultra US Treasury bond', 'CBOT', 'rates', QUARTERLY, 1 / 32, 1 / 32, 'USD', 'cme_globex', NOTICE_ROLL, 'seventh business day before the last business day of the contract month (first notice: last business day of the month before)'],
];

/** Roots whose `<root>=F` spelling belongs to a spot or CFD instrument of the table (CL=F is WTI, per the spec). */
const EQUALS_F_TAKEN = new Set(['CL', 'BZ', 'NG', 'ZW', 'ZC', 'HG']);

const FUTURES: readonly InstrumentSpec[] = FUTURES_ROWS.map(([root, name, exchange, category, contractMonths, tickSize, pointSize, quoteCurrency, sessionVenue, roll, lastTrade]) => ({
  id: root,
  aliases: [`${root}1!`, ...(EQUALS_F_TAKEN.has(root) ? [] : [`${root}=F`])],
  assetClass: 'future' as const,
  name: `${name} futures (${exchange})`,
  quoteCurrency,
  pointSize,
  sessionVenue,
  futures: { root, exchange, category, contractMonths, tickSize, roll, lastTrade },
}));

/**
 * The supported-instrument table: the specification's signal/generate classes (forex, commodities, crypto, indices)
 * widened to the 28 FX pairs the scanners name, the four precious metals and the futures roots of the futures scanner.
 * Equities are not listed: `resolveInstrument(text, { allowEquity: true })` accepts any plausible ticker.
 *
 * Pip and point sizes, tick sizes, contract months and last-trade rules are market conventions and exchange contract
 * specifications written from memory (`verified: null`); the roll rules are guidekit's choice (see
 * docs/markets-instruments.md).
 */
export const INSTRUMENTS: RuleTable<readonly InstrumentSpec[]> = {
  id: 'markets.instruments',
  title: 'Supported instruments: ids, aliases, classes, quote currencies, point sizes, venues and futures specs',
  versions: [
    {
      value: [...FX_PAIRS.map(fxPair), ...METALS, ...COMMODITIES, ...CRYPTO, ...INDICES, ...FUTURES],
      source:
        'guidekit market specification, "Supported instruments (signal/generate)" (classes, ids and aliases); CME Group and ICE Futures U.S. contract specifications (exchange, tick size, contract months, last trade); market convention for pip and point sizes',
      effective: '2025-01-01',
      verified: null,
      note: 'Ids and aliases follow the specification; tick sizes, contract months and last-trade rules were written from memory of the exchanges\' contract specifications and not re-read here.',
    },
  ],
};
