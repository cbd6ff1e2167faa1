import type { RuleTable } from '../../core/ruleTable.js';

/** An underlying of the finance ladders: how venues name it and the instrument the price ports know. */
export interface FinanceUnderlying {
  /** Instrument id (`BTC-USD`, `XAUUSD`, `SPX`, `TSLA`). */
  readonly instrument: string;
  /** The scan's class: `crypto` (read from the crypto port), `commodities` or `stocks` (indices and equities, read from the prices port). */
  readonly class: 'crypto' | 'commodities' | 'stocks';
  /** Lower-case words or tickers that name it in a question or a venue's series ticker. */
  readonly names: readonly string[];
  /**
   * How often the venue's touch rungs are checked, in minutes (the Broadie–Glasserman correction); null when the
   * rule text states no interval and the path is treated as watched continuously.
   */
  readonly touchMonitoringMinutes: number | null;
}

/** The underlyings the ticker scan recognises. */
export const FINANCE_UNDERLYINGS: RuleTable<readonly FinanceUnderlying[]> = {
  id: 'markets.prediction_scan.finance_underlyings',
  title: 'Finance ladders: crypto, commodity, index and equity underlyings by the names venues use',
  versions: [
    {
      value: [
        { instrument: 'BTC-USD', class: 'crypto', names: ['bitcoin', 'btc', 'kxbtc'], touchMonitoringMinutes: 1 },
        { instrument: 'ETH-USD', class: 'crypto', names: ['ethereum', 'eth', 'kxeth'], touchMonitoringMinutes: 1 },
        { instrument: 'SOL-USD', class: 'crypto', names: ['solana', 'sol', 'kxsol'], touchMonitoringMinutes: 1 },
        { instrument: 'XRP-USD', class: 'crypto', names: ['xrp', 'ripple', 'kxxrp'], touchMonitoringMinutes: 1 },
        { instrument: 'DOGE-USD', class: 'crypto', names: ['dogecoin', 'doge', 'kxdoge'], touchMonitoringMinutes: 1 },
        { instrument: 'XAUUSD', class: 'commodities', names: ['gold', 'kxgold', 'xau'], touchMonitoringMinutes: null },
        { instrument: 'XAGUSD', class: 'commodities', names: ['silver', 'kxsilver', 'xag'], touchMonitoringMinutes: null },
        { instrument: 'WTI', class: 'commodities', names: ['crude oil', 'wti', 'oil', 'kxwti'], touchMonitoringMinutes: null },
        { instrument: 'NATGAS', class: 'commodities', names: ['natural gas', 'natgas', 'kxnatgas'], touchMonitoringMinutes: null },
        { instrument: 'COPPER', class: 'commodities', names: ['copper', 'kxcopper'], touchMonitoringMinutes: null },
        { instrument: 'SPX', class: 'stocks', names: ['s&p 500', 's&p500', 'spx', 'kxinx'], touchMonitoringMinutes: null },
        { instrument: 'NDX', class: 'stocks', names: ['nasdaq-100', 'nasdaq 100', 'nasdaq', 'ndx', 'kxnasdaq100'], touchMonitoringMinutes: null },
        { instrument: 'DJI', class: 'stocks', names: ['dow jones', 'dow', 'kxdow'], touchMonitoringMinutes: null },
        { instrument: 'TSLA', class: 'stocks', names: ['tesla', 'tsla'], touchMonitoringMinutes: null },
        { instrument: 'NVDA', class: 'stocks', names: ['nvidia', 'nvda'], touchMonitoringMinutes: null },
        { instrument: 'AAPL', class: 'stocks', names: ['apple', 'aapl'], touchMonitoringMinutes: null },
        { instrument: 'MSFT', class: 'stocks', names: ['microsoft', 'msft'], touchMonitoringMinutes: null },
        { instrument: 'AMZN', class: 'stocks', names: ['amazon', 'amzn'], touchMonitoringMinutes: null },
        { instrument: 'GOOGL', class: 'stocks', names: ['alphabet', 'google', 'googl'], touchMonitoringMinutes: null },
        { instrument: 'META', class: 'stocks', names: ['meta platforms', 'meta'], touchMonitoringMinutes: null },
        { instrument: 'COIN', class: 'stocks', names: ['coinbase', 'coin'], touchMonitoringMinutes: null },
        { instrument: 'MSTR', class: 'stocks', names: ['microstrategy', 'mstr'], touchMonitoringMinutes: null },
      ],
      source: 'Kalshi series tickers (KXBTC, KXETH, KXINX, KXNASDAQ100, KXWTI, KXGOLD) and Polymarket price-target events ("What price will Bitcoin hit", "↑/↓" rungs resolved on one-minute exchange candles) as the venues list them',
      effective: '2026-01-01',
      verified: null,
      note: 'The one-minute touch check for crypto follows Polymarket rules that resolve on Binance one-minute candle highs and lows as reported by third parties; not read in this session. Rules differ per market: each answer quotes its own.',
    },
  ],
};
