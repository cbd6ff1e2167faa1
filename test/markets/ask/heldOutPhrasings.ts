// HELD-OUT PHRASINGS. Written before the router's grammar existed and never used to tune it: the held-out test only
// measures the share of these the router routes as expected, against the floor documented in docs/ask-analysis-event.md.
// Do not edit these cases to make them pass; add new phrasings to phrasings.test.ts instead (that list is the tuning set).
//
// Each case names the intent, the catalog operation the question should reach first, and the parameters that must be
// read from it (a subset; others may be present). Team and player names come from ./_dictionary.ts.

/** One held-out question and what a correct routing looks like. */
export interface HeldOutCase {
  readonly question: string;
  readonly intent: string;
  readonly operationId: string;
  readonly params?: Readonly<Record<string, string>>;
}

export const HELD_OUT_PHRASINGS: readonly HeldOutCase[] = [
  // Price direction and signals for one instrument.
  { question: 'Should I go long on the euro against the dollar this week?', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'EURUSD', timeframe: '1d' } },
  { question: 'is silver a good buy right now', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'XAGUSD' } },
  { question: 'NVDA - buy or sell?', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'NVDA' } },
  { question: 'Where is USD/JPY heading over the next few hours?', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'USDJPY' } },
  { question: 'Give me a long term view on the Nasdaq 100', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'NDX', timeframe: '1w' } },
  { question: 'ethereum outlook today', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'ETH-USD' } },
  { question: 'Is Brent crude bullish or bearish?', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'BRENT' } },
  { question: 'signal for GBPJPY on the 4 hour chart', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'GBPJPY', timeframe: '4h' } },
  { question: 'What does the DAX look like for the month ahead?', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'DAX' } },
  { question: 'would you short natural gas here', intent: 'price_signal', operationId: 'signalGenerate', params: { instrument: 'NATGAS' } },

  // Scans.
  { question: 'Which currency pair has the best setup right now?', intent: 'market_scan', operationId: 'scanForex' },
  { question: 'scan the crypto market for me', intent: 'market_scan', operationId: 'scanCrypto' },
  { question: 'best scalp across all markets', intent: 'market_scan', operationId: 'scanMarket', params: { style: 'scalp' } },
  { question: 'What is the strongest commodity trade today?', intent: 'market_scan', operationId: 'scanCmi' },
  { question: 'Any good energy futures trades?', intent: 'market_scan', operationId: 'scanFutures', params: { category: 'energy' } },

  // Economic events.
  { question: 'How does gold usually react to the jobs report?', intent: 'event_reaction', operationId: 'scanEvent', params: { event: 'nfp', instrument: 'XAUUSD' } },
  { question: 'What happens to the S&P 500 after a hot CPI print?', intent: 'event_reaction', operationId: 'scanEvent', params: { event: 'cpi', instrument: 'SPX' } },
  { question: 'FOMC playbook for USDJPY', intent: 'event_reaction', operationId: 'scanEvent', params: { event: 'fomc', instrument: 'USDJPY' } },
  { question: 'how do markets move on GDP day', intent: 'event_reaction', operationId: 'scanEvent', params: { event: 'gdp' } },

  // Sports: matches, picks, players.
  { question: 'Who will win Liverpool vs Manchester City?', intent: 'match_winner', operationId: 'scanGame', params: { sport: 'epl' } },
  { question: 'Lakers or Celtics tonight?', intent: 'match_winner', operationId: 'scanGame', params: { sport: 'nba' } },
  { question: 'chiefs v bills prediction', intent: 'match_winner', operationId: 'scanGame', params: { sport: 'nfl' } },
  { question: 'Real Madrid against Barcelona, who takes it?', intent: 'match_winner', operationId: 'scanGame', params: { sport: 'laliga' } },
  { question: 'best NHL bet tonight', intent: 'sports_pick', operationId: 'signalSports', params: { sport: 'nhl' } },
  { question: 'Give me a Premier League pick for the weekend', intent: 'sports_pick', operationId: 'signalSports', params: { sport: 'epl' } },
  { question: 'any value in the Bundesliga this round?', intent: 'sports_pick', operationId: 'signalSports', params: { sport: 'bundesliga' } },
  { question: 'Who is better this week, Jalen Hurts or Josh Allen?', intent: 'player_compare', operationId: 'scanCompare', params: { sport: 'nfl' } },
  { question: 'rank Haaland, Salah and Saka for the gameweek', intent: 'player_compare', operationId: 'scanCompare' },
  { question: 'Alcaraz vs Sinner head to head', intent: 'player_h2h', operationId: 'scanH2h' },
  { question: 'How many points will Jokic score tonight?', intent: 'player_outlook', operationId: 'scanPlayer' },
  { question: 'Should I start Mahomes or sit him?', intent: 'fantasy', operationId: 'scanFantasy' },
  { question: 'who should I captain in FPL this gameweek', intent: 'fpl', operationId: 'signalFpl' },

  // Racing and golf.
  { question: 'Who wins the Japanese Grand Prix?', intent: 'f1_race', operationId: 'signalF1' },
  { question: 'Will Norris get a podium this weekend?', intent: 'f1_race', operationId: 'signalF1' },
  { question: 'best horse in the 3:15 at Ascot', intent: 'horse_race', operationId: 'scanRacing' },
  { question: 'Any tips for the racing at Cheltenham today?', intent: 'horse_race', operationId: 'scanRacing' },
  { question: 'Who is going to win the US Open golf?', intent: 'golf', operationId: 'scanGolf' },
  { question: 'Scheffler to win the Masters - value?', intent: 'golf', operationId: 'scanGolf' },

  // Prediction-market thresholds.
  { question: 'Will CPI inflation be above 2.8% next month?', intent: 'macro_threshold', operationId: 'signalMacro', params: { family: 'cpi_yoy' } },
  { question: 'Chance the unemployment rate hits 4.6 or more', intent: 'macro_threshold', operationId: 'signalMacro', params: { family: 'unrate' } },
  { question: 'will the 10 year yield close above 4.75%', intent: 'macro_threshold', operationId: 'signalMacro', params: { family: 'us10y' } },
  { question: 'Will ETH be above 5000 by the end of the month?', intent: 'price_threshold', operationId: 'signalTicker', params: { class: 'crypto' } },
  { question: 'Odds that gold closes above $4,000 this week', intent: 'price_threshold', operationId: 'signalTicker', params: { class: 'commodities' } },
  { question: 'Will Tesla stock finish above 400 on Friday?', intent: 'price_threshold', operationId: 'signalTicker', params: { class: 'stocks' } },
  { question: 'How hot will it get in Chicago tomorrow, over 90F?', intent: 'weather_temperature', operationId: 'signalStormy', params: { city: 'Chicago' } },
  { question: 'Will it rain more than 3 inches in Seattle this month?', intent: 'weather_rain', operationId: 'signalRainy', params: { city: 'Seattle' } },
  { question: 'How many magnitude 7 earthquakes this year?', intent: 'geophysical', operationId: 'signalGaia', params: { family: 'quake_count' } },
  { question: 'Who wins the next election market on the prediction venues?', intent: 'politics', operationId: 'signalPolitics', params: { tag: 'elections' } },
  { question: 'mispriced economics markets on Kalshi', intent: 'prediction_scan', operationId: 'signalPredvenue', params: { category: 'economics' } },

  // Perps, tokenized, pre-IPO, baskets and the rest.
  { question: 'Where is the biggest perp dislocation right now?', intent: 'perps', operationId: 'signalPerps' },
  { question: 'Any signal on tokenized treasuries?', intent: 'tokenized', operationId: 'signalTokenized' },
  { question: 'Am I allowed to trade tokenized stocks from the UK?', intent: 'tokenized_eligibility', operationId: 'signalTokenizedEligibility' },
  { question: 'What are the hottest pre-IPO names?', intent: 'pre_ipo', operationId: 'signalPreIpo' },
  { question: 'How is the quantum computing basket doing?', intent: 'basket', operationId: 'signalBasket', params: { theme: 'quantum' } },
  { question: 'screen stocks for momentum and quality', intent: 'screener', operationId: 'signalScreener' },
  { question: 'How many posts will @elonmusk make this week?', intent: 'attention', operationId: 'signalAttention', params: { handle: 'elonmusk' } },
  { question: 'Backtest buying QQQ when RSI drops below 30', intent: 'backtest', operationId: 'backtestRun' },
  { question: 'MLB moneyline edges against the sportsbooks on prediction markets', intent: 'pm_sports', operationId: 'signalPmSports', params: { sport: 'mlb' } },
  { question: 'Best metals futures signal', intent: 'futures_signal', operationId: 'signalFutures', params: { category: 'metals' } },
  { question: 'quick crypto snapshot with fear and greed', intent: 'market_scan', operationId: 'scanCryptoLite' },
];
