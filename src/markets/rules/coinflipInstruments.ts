import type { RuleTable } from '../../core/ruleTable.js';

/** One instrument of the daily up/down scan: the names a venue's question may use and the instrument it prices. */
export interface CoinflipInstrument {
  /** The instrument id the price port knows (an FX pair of the instrument table, or an equity ticker). */
  readonly instrument: string;
  readonly class: 'fx' | 'equity';
  /** How venue questions name it, lower case (`eur/usd`, `apple`, `(aapl)`). */
  readonly names: readonly string[];
}

/**
 * The daily up/down universe: eleven FX pairs and eighteen equities, one of them an index fund (SPY). The spec gives
 * the counts, not the list: guidekit takes the eleven most traded pairs of its instrument table and the seventeen
 * largest US listings with daily up/down markets, plus the S&P 500 fund.
 */
export const COINFLIP_INSTRUMENTS: RuleTable<readonly CoinflipInstrument[]> = {
  id: 'markets.prediction_scan.coinflip_instruments',
  title: 'Daily up/down scan: 11 FX pairs and 18 equities including the SPY index fund',
  versions: [
    {
      value: [
        { instrument: 'EURUSD', class: 'fx', names: ['eur/usd', 'eurusd', 'euro'] },
        { instrument: 'GBPUSD', class: 'fx', names: ['gbp/usd', 'gbpusd', 'pound', 'sterling'] },
        { instrument: 'USDJPY', class: 'fx', names: ['usd/jpy', 'usdjpy', 'yen'] },
        { instrument: 'AUDUSD', class: 'fx', names: ['aud/usd', 'audusd', 'aussie'] },
        { instrument: 'USDCAD', class: 'fx', names: ['usd/cad', 'usdcad', 'loonie'] },
        { instrument: 'USDCHF', class: 'fx', names: ['usd/chf', 'usdchf', 'swiss franc'] },
        { instrument: 'NZDUSD', class: 'fx', names: ['nzd/usd', 'nzdusd', 'kiwi'] },
        { instrument: 'EURGBP', class: 'fx', names: ['eur/gbp', 'eurgbp'] },
        { instrument: 'EURJPY', class: 'fx', names: ['eur/jpy', 'eurjpy'] },
        { instrument: 'GBPJPY', class: 'fx', names: ['gbp/jpy', 'gbpjpy'] },
        { instrument: 'EURCHF', class: 'fx', names: ['eur/chf', 'eurchf'] },
        { instrument: 'SPY', class: 'equity', names: ['(spy)', 'spy', 's&p 500 etf'] },
        { instrument: 'AAPL', class: 'equity', names: ['(aapl)', 'apple'] },
        { instrument: 'MSFT', class: 'equity', names: ['(msft)', 'microsoft'] },
        { instrument: 'NVDA', class: 'equity', names: ['(nvda)', 'nvidia'] },
        { instrument: 'AMZN', class: 'equity', names: ['(amzn)', 'amazon'] },
        { instrument: 'GOOGL', class: 'equity', names: ['(googl)', 'alphabet', 'google'] },
        { instrument: 'META', class: 'equity', names: ['(meta)', 'meta platforms'] },
        { instrument: 'TSLA', class: 'equity', names: ['(tsla)', 'tesla'] },
        { instrument: 'NFLX', class: 'equity', names: ['(nflx)', 'netflix'] },
        { instrument: 'AMD', class: 'equity', names: ['(amd)', 'advanced micro devices'] },
        { instrument: 'AVGO', class: 'equity', names: ['(avgo)', 'broadcom'] },
        { instrument: 'COIN', class: 'equity', names: ['(coin)', 'coinbase'] },
        { instrument: 'MSTR', class: 'equity', names: ['(mstr)', 'microstrategy', 'strategy'] },
        { instrument: 'PLTR', class: 'equity', names: ['(pltr)', 'palantir'] },
        { instrument: 'ORCL', class: 'equity', names: ['(orcl)', 'oracle'] },
        { instrument: 'JPM', class: 'equity', names: ['(jpm)', 'jpmorgan'] },
        { instrument: 'HOOD', class: 'equity', names: ['(hood)', 'robinhood'] },
        { instrument: 'UNH', class: 'equity', names: ['(unh)', 'unitedhealth'] },
      ],
      source: 'spec: Market Signal Service and Shopping Safety Service, all paid endpoints (GET /api/signal/coinflip: "FX (11 pairs) and equities (18 tickers including an index fund)"); the members are guidekit\'s choice from the instrument table and the venues\' daily up/down listings',
      effective: '2026-01-01',
      verified: null,
      note: 'The spec states only the counts; the lists are guidekit\'s and are reviewed when the venues change their daily listings.',
    },
  ],
};
