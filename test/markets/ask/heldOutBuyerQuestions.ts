// HELD-OUT BUYER QUESTIONS (issue #21). Written on branch i21 BEFORE any change to the router's grammar, dictionaries
// or lexicon for that issue, and committed on their own; the router is only MEASURED on them (the share routed right,
// and the list of misses), never tuned on them. Tuning happens on ./_tuningPhrasings.ts (the issue's own examples
// belong there). Never edit an expectation here to match the router: if one is wrong, fix it in a commit of its own
// that says why, and the report names it.
//
// Voice: questions as buyers type them, not the project's phrasings: lower case, typos, nicknames, leagues left out,
// spreads, totals, moneylines, props, thresholds with deadlines, ETF breadth, release words, and questions the router
// must refuse. Caveat, said plainly: the author had read docs/ask-analysis-event.md and the older phrasing lists before
// writing these (to know which endpoints exist), so this is not a blind sample of real users either.
//
// Each case names the intent, the catalog operation the question should reach first, and the parameters that must be
// read from it (a subset; others may be present); or `refused: true` for a question no endpoint answers. Names of
// teams and players are real (2025-26 seasons). Relative dates are read at AS_OF below (a Wednesday): "by Friday" is
// 2026-11-27, "by christmas" 2026-12-25, "by march" the last day of March 2027. A `deadline` is an ISO date; a
// `line` is the spread or total as written (sign kept).

/** The date the held-out questions are routed at. */
export const HELD_OUT_AS_OF = '2026-11-25';

/** One held-out question and what a correct routing looks like. */
export type BuyerQuestionCase =
  | { readonly question: string; readonly intent: string; readonly operationId: string; readonly params?: Readonly<Record<string, string>> }
  | { readonly question: string; readonly refused: true };

const route = (question: string, intent: string, operationId: string, params?: Record<string, string>): BuyerQuestionCase => ({ question, intent, operationId, ...(params === undefined ? {} : { params }) });
const refuse = (question: string): BuyerQuestionCase => ({ question, refused: true });
const signal = (question: string, instrument: string, timeframe?: string) => route(question, 'price_signal', 'signalGenerate', { instrument, ...(timeframe === undefined ? {} : { timeframe }) });

export const HELD_OUT_BUYER_QUESTIONS: readonly BuyerQuestionCase[] = [
  // One instrument: lower-case tickers, company names, nicknames, typos.
  signal('nvda looking good for a swing?', 'NVDA', '1d'),
  signal('amd buy or wait', 'AMD'),
  signal('thoughts on pltr this week', 'PLTR', '1d'),
  signal('is tsla overvalued rn', 'TSLA'),
  signal('should i buy some coinbase shares', 'COIN'),
  signal('costco stock outlook', 'COST'),
  signal('what do u think about snowflake stock', 'SNOW'),
  signal('Is Uber a buy here?', 'UBER'),
  signal('super micro computer stock going up?', 'SMCI'),
  signal('broadcom vs nvidia which is the better buy', 'AVGO'),
  signal('bitcoin forcast next week', 'BTC-USD', '3d'),
  signal('solanna outlook', 'SOL-USD'),
  signal('wats ur take on dogecoin', 'DOGE-USD'),
  signal('xrp going to pump?', 'XRP-USD'),
  signal('Gold outlook for the next month', 'XAUUSD', '1w'),
  signal('silvr price direction this week', 'XAGUSD', '1d'),
  signal('eur/usd long or short', 'EURUSD'),
  signal('usd jpy signal 1h', 'USDJPY', '1h'),
  signal("where's the pound headed vs the dollar", 'GBPUSD'),
  signal('is the canadian dollar going to weaken', 'USDCAD'),
  signal('nasdaq tomorrow bullish or bearish', 'NDX', '1d'),
  signal('spx direction into the close', 'SPX'),
  signal('crude oil prices heading lower?', 'WTI'),
  signal('Brent vs WTI which one to buy', 'BRENT'),
  signal('natty gas long?', 'NATGAS'),
  signal('Copper looks strong, buy?', 'COPPER'),
  signal('Microsoft long term hold?', 'MSFT', '1w'),
  signal('Apple stock - buy the dip?', 'AAPL'),
  signal('amazon shares forecast this quarter', 'AMZN', '1m'),
  signal('meta platforms stock view', 'META'),
  signal('google stock prediction', 'GOOGL'),
  signal('jpm outlook ahead of earnings', 'JPM'),
  signal('Is SPY a buy?', 'SPY'),
  signal('qqq bearish?', 'QQQ'),
  signal('Should I long the DAX tomorrow?', 'DAX', '1d'),
  signal('nikkei outlook', 'NIKKEI'),
  signal('ftse 100 direction this week', 'FTSE', '1d'),
  signal('$AMD or $INTC?', 'AMD'),
  signal('Give me a signal on AVAX', 'AVAX-USD'),
  signal('cardano worth buying?', 'ADA-USD'),
  signal('berkshire hathaway buy?', 'BRK.B'),
  signal("what's the play on lly", 'LLY'),
  signal('palantr stock outlook', 'PLTR'),
  signal('microsft buy or sell', 'MSFT'),
  signal('nvidea stock', 'NVDA'),
  signal('will gold go up tommorrow', 'XAUUSD', '1d'),
  signal('dogecoin to the moon?', 'DOGE-USD'),
  signal('netflix earnings next week, buy calls?', 'NFLX', '3d'),
  signal('is exxon a good long at these levels', 'XOM'),
  signal('whats the trend on ethereum', 'ETH-USD'),

  // Scans and the up/down scan.
  route("what's the best forex pair to trade today", 'market_scan', 'scanForex'),
  route('any crypto worth scalping right now', 'market_scan', 'scanCrypto'),
  route('top commodity setups this week', 'market_scan', 'scanCmi'),
  route('scan everything for me, best trade', 'market_scan', 'scanMarket'),
  route('best energy futures play', 'market_scan', 'scanFutures', { category: 'energy' }),
  route('index futures scan', 'market_scan', 'scanFutures', { category: 'index' }),
  route('crypto fear and greed today', 'market_scan', 'scanCryptoLite'),
  route('which fx majors look strongest', 'market_scan', 'scanForex'),
  route('long term trade ideas across all markets', 'market_scan', 'scanMarket', { style: 'longterm' }),
  route('metal futures signal please', 'futures_signal', 'signalFutures', { category: 'metals' }),
  route('scan the forex market for intraday setups', 'market_scan', 'scanForex', { style: 'intraday' }),
  route('stocks up or down tomorrow scan', 'coinflip', 'signalCoinflip', { class: 'equity' }),
  route('fx coin flip for today', 'coinflip', 'signalCoinflip', { class: 'fx' }),

  // Release words: the event scanner.
  route('cpi tomorrow, how will the nasdaq react', 'event_reaction', 'scanEvent', { event: 'cpi', instrument: 'NDX' }),
  route('what does gold do after a hot cpi', 'event_reaction', 'scanEvent', { event: 'cpi', instrument: 'XAUUSD' }),
  route('nfp friday how to trade it', 'event_reaction', 'scanEvent', { event: 'nfp' }),
  route('FOMC next week what happens to bitcoin', 'event_reaction', 'scanEvent', { event: 'fomc', instrument: 'BTC-USD' }),
  route('jobs report playbook for the dollar', 'event_reaction', 'scanEvent', { event: 'nfp' }),
  route('how do stocks usually move on fed day', 'event_reaction', 'scanEvent', { event: 'fomc' }),
  route('if inflation comes in hot what happens to the s&p', 'event_reaction', 'scanEvent', { event: 'cpi', instrument: 'SPX' }),
  route('gdp print this week, market impact?', 'event_reaction', 'scanEvent', { event: 'gdp' }),
  route("what's the consensus for the next payrolls number", 'event_reaction', 'scanEvent', { event: 'nfp' }),
  route('when is the next cpi release', 'event_reaction', 'scanEvent', { event: 'cpi' }),
  route('powell speaks tomorrow - how does eurusd react', 'event_reaction', 'scanEvent', { event: 'fomc', instrument: 'EURUSD' }),
  route('non farm payrolls impact on usdjpy', 'event_reaction', 'scanEvent', { event: 'nfp', instrument: 'USDJPY' }),
  route('rate decision tomorrow, should I be long gold?', 'event_reaction', 'scanEvent', { event: 'fomc', instrument: 'XAUUSD' }),

  // Thresholds on releases and yields, with deadlines.
  route('will cpi be over 3 percent next print', 'macro_threshold', 'signalMacro', { family: 'cpi_yoy', threshold: '3', direction: 'above' }),
  route('chances unemployment goes above 4.5% by march', 'macro_threshold', 'signalMacro', { family: 'unrate', threshold: '4.5', direction: 'above', deadline: '2027-03-31' }),
  route('10 yr yield above 5 by year end?', 'macro_threshold', 'signalMacro', { family: 'us10y', threshold: '5', direction: 'above', deadline: '2026-12-31' }),
  route('inflation under 2.5% next year odds', 'macro_threshold', 'signalMacro', { family: 'cpi_yoy', threshold: '2.5', direction: 'below' }),
  route('Will the jobless rate stay below 4%?', 'macro_threshold', 'signalMacro', { family: 'unrate', threshold: '4', direction: 'below' }),

  // Price thresholds with deadlines: the ladder endpoints.
  route('btc above 120k by end of year?', 'price_threshold', 'signalTicker', { class: 'crypto', instrument: 'BTC-USD', threshold: '120000', direction: 'above', deadline: '2026-12-31' }),
  route('will eth hit 5k before new year', 'price_threshold', 'signalTicker', { class: 'crypto', instrument: 'ETH-USD', threshold: '5000', direction: 'above', deadline: '2026-12-31' }),
  route('nvda above 200 by friday odds', 'price_threshold', 'signalTicker', { class: 'stocks', instrument: 'NVDA', threshold: '200', direction: 'above', deadline: '2026-11-27' }),
  route('gold to break $5000 by christmas?', 'price_threshold', 'signalTicker', { class: 'commodities', instrument: 'XAUUSD', threshold: '5000', direction: 'above', deadline: '2026-12-25' }),
  route('chance tesla drops under 300 this month', 'price_threshold', 'signalTicker', { class: 'stocks', instrument: 'TSLA', threshold: '300', direction: 'below' }),
  route('will the s&p close above 7000 on friday', 'price_threshold', 'signalTicker', { class: 'stocks', instrument: 'SPX', threshold: '7000', direction: 'above', deadline: '2026-11-27' }),
  route('oil below $60 by end of december', 'price_threshold', 'signalTicker', { class: 'commodities', instrument: 'WTI', threshold: '60', direction: 'below', deadline: '2026-12-31' }),
  route('solana over 300 by jan 31', 'price_threshold', 'signalTicker', { class: 'crypto', instrument: 'SOL-USD', threshold: '300', direction: 'above', deadline: '2027-01-31' }),
  route('will apple reach 300 dollars by march', 'price_threshold', 'signalTicker', { class: 'stocks', instrument: 'AAPL', threshold: '300', direction: 'above', deadline: '2027-03-31' }),
  route('EURUSD above 1.20 by the end of the month?', 'coinflip', 'signalCoinflip', { class: 'fx', instrument: 'EURUSD', direction: 'above', deadline: '2026-11-30' }),

  // Weather and geophysical ladders.
  route('will it rain in chicago tomorrow', 'weather_rain', 'signalRainy', { city: 'Chicago' }),
  route('nyc high temp over 50 tomorrow?', 'weather_temperature', 'signalStormy', { city: 'New York' }),
  route('how hot will it get in phoenix this week', 'weather_temperature', 'signalStormy', { city: 'Phoenix' }),
  route('snow in denver this weekend?', 'weather_rain', 'signalRainy', { city: 'Denver' }),
  route('london rainfall this month over 60mm', 'weather_rain', 'signalRainy', { city: 'London' }),
  route('will miami hit 85 degrees tomorrow', 'weather_temperature', 'signalStormy', { city: 'Miami' }),
  route('odds of a big earthquake in california this year', 'geophysical', 'signalGaia', { family: 'quake_count' }),
  route('number of atlantic hurricanes making landfall', 'geophysical', 'signalGaia', { family: 'hurricane_landfall' }),
  route('will this year be the warmest on record', 'geophysical', 'signalGaia', { family: 'hottest_year' }),
  route('any volcano eruption markets', 'geophysical', 'signalGaia', { family: 'volcano_vei6' }),

  // Politics and prediction venues.
  route('who will win the 2028 presidential election', 'politics', 'signalPolitics', { tag: 'elections' }),
  route('odds of a government shutdown', 'politics', 'signalPolitics', { tag: 'politics' }),
  route('ukraine russia ceasefire odds on polymarket', 'politics', 'signalPolitics', { tag: 'geopolitics' }),
  route('mispriced markets on kalshi right now', 'prediction_scan', 'scanPredmarket'),
  route('best polymarket bets on crypto', 'prediction_scan', 'signalPredvenue', { category: 'crypto' }),
  route('oscars best picture odds', 'prediction_scan', 'signalPredvenue', { category: 'entertainment' }),
  route('what prediction markets are mispriced in economics', 'prediction_scan', 'signalPredvenue', { category: 'economics' }),
  route('nfl games mispriced on kalshi vs the sportsbooks', 'pm_sports', 'signalPmSports', { sport: 'nfl' }),
  route('polymarket nba edges tonight', 'pm_sports', 'signalPmSports', { sport: 'nba' }),

  // Matchups with no league named: the teams infer it.
  route('spurs v west ham who wins', 'match_winner', 'scanGame', { sport: 'epl' }),
  route('newcastle or villa this weekend?', 'match_winner', 'scanGame', { sport: 'epl' }),
  route('man utd vs liverpool prediction', 'match_winner', 'scanGame', { sport: 'epl' }),
  route('Barca v Atletico result', 'match_winner', 'scanGame', { sport: 'laliga' }),
  route('bayern munich vs leverkusen', 'match_winner', 'scanGame', { sport: 'bundesliga' }),
  route('psg vs marseille pick', 'match_winner', 'scanGame', { sport: 'ligue1' }),
  route('inter v ac milan derby', 'match_winner', 'scanGame', { sport: 'seriea' }),
  route('juve napoli who takes it', 'match_winner', 'scanGame', { sport: 'seriea' }),
  route('lakers vs warriors tonight', 'match_winner', 'scanGame', { sport: 'nba', event: 'Los Angeles Lakers v Golden State Warriors' }),
  route('knicks at heat tonight who wins', 'match_winner', 'scanGame', { sport: 'nba' }),
  route('celtics or bucks', 'match_winner', 'scanGame', { sport: 'nba' }),
  route('chiefs vs raiders prediction', 'match_winner', 'scanGame', { sport: 'nfl', event: 'Kansas City Chiefs v Las Vegas Raiders' }),
  route('will the cowboys beat the eagles on sunday', 'match_winner', 'scanGame', { sport: 'nfl' }),
  route('packers bears who wins', 'match_winner', 'scanGame', { sport: 'nfl' }),
  route('dodgers vs mets', 'match_winner', 'scanGame', { sport: 'mlb' }),
  route('red sox or yankees', 'match_winner', 'scanGame', { sport: 'mlb' }),
  route('bruins vs rangers tonight', 'match_winner', 'scanGame', { sport: 'nhl' }),
  route('oilers flames battle of alberta who wins', 'match_winner', 'scanGame', { sport: 'nhl' }),
  route('collingwood vs carlton', 'match_winner', 'scanGame', { sport: 'afl' }),
  route('storm v panthers nrl', 'match_winner', 'scanGame', { sport: 'nrl' }),
  route('broncos vs roosters', 'match_winner', 'scanGame', { sport: 'nrl' }),
  route('lafc vs galaxy', 'match_winner', 'scanGame', { sport: 'mls' }),
  route('inter miami v orlando city who wins', 'match_winner', 'scanGame', { sport: 'mls' }),
  route('giants vs cardinals', 'match_winner', 'scanGame', { sport: 'nfl' }),
  route('sixers vs nets', 'match_winner', 'scanGame', { sport: 'nba' }),

  // Spreads, totals, moneylines.
  route('cowboys +7 at eagles worth a bet?', 'sports_pick', 'signalSports', { sport: 'nfl', market: 'spreads', line: '+7' }),
  route('lakers -5.5 tonight?', 'sports_pick', 'signalSports', { sport: 'nba', market: 'spreads', line: '-5.5' }),
  route('over/under 47.5 in the bills game', 'sports_pick', 'signalSports', { sport: 'nfl', market: 'totals', line: '47.5' }),
  route('celtics knicks total points over 220.5?', 'sports_pick', 'signalSports', { sport: 'nba', market: 'totals', line: '220.5' }),
  route('yankees moneyline tonight', 'sports_pick', 'signalSports', { sport: 'mlb', market: 'h2h' }),
  route('best nhl moneyline bets tonight', 'sports_pick', 'signalSports', { sport: 'nhl', market: 'h2h' }),
  route('arsenal to win, is it value?', 'sports_pick', 'signalSports', { sport: 'epl' }),
  route('man city handicap -1.5 this weekend', 'sports_pick', 'signalSports', { sport: 'epl', market: 'spreads', line: '-1.5' }),
  route('total goals over 2.5 liverpool v everton', 'sports_pick', 'signalSports', { sport: 'epl', market: 'totals', line: '2.5' }),

  // Player props and outlooks.
  route('will jokic get a triple double tonight', 'player_outlook', 'scanPlayer', { sport: 'nba' }),
  route('mahomes over 2.5 passing tds', 'player_outlook', 'scanPlayer', { player: 'Patrick Mahomes', sport: 'nfl', line: '2.5' }),
  route('giannis over 30.5 points tonight?', 'player_outlook', 'scanPlayer', { sport: 'nba', line: '30.5' }),
  route('how many rebounds will wemby get', 'player_outlook', 'scanPlayer', { player: 'Victor Wembanyama', sport: 'nba' }),
  route('ohtani home run tonight odds', 'player_outlook', 'scanPlayer', { player: 'Shohei Ohtani', sport: 'mlb' }),
  route('haaland anytime goalscorer this weekend', 'player_outlook', 'scanPlayer', { player: 'Erling Haaland', sport: 'epl' }),
  route('salah to score vs villa?', 'player_outlook', 'scanPlayer', { sport: 'epl' }),
  route('saquon rushing yards over 90.5', 'player_outlook', 'scanPlayer', { player: 'Saquon Barkley', sport: 'nfl', line: '90.5' }),
  route('mcdavid points prop tonight', 'player_outlook', 'scanPlayer', { player: 'Connor McDavid', sport: 'nhl' }),
  route('steph 3 pointers over 4.5', 'player_outlook', 'scanPlayer', { player: 'Stephen Curry', sport: 'nba', line: '4.5' }),

  // Fantasy, FPL, comparisons, head to head.
  route('start lamar or burrow this week', 'player_compare', 'scanCompare', { sport: 'nfl' }),
  route('who should i start at flex, bijan or saquon', 'player_compare', 'scanCompare', { sport: 'nfl' }),
  route('fantasy football waiver wire pickups week 13', 'fantasy', 'scanFantasy', { sport: 'nfl' }),
  route('ppr rankings for wide receivers this week', 'fantasy', 'scanFantasy', { sport: 'nfl' }),
  route("is ja'marr chase a must start", 'fantasy', 'scanFantasy', { sport: 'nfl' }),
  route('fpl wildcard team this gameweek', 'fpl', 'signalFpl'),
  route('who to captain, haaland or salah', 'fpl', 'signalFpl'),
  route('palmer or saka for my fpl team', 'fpl', 'signalFpl'),
  route('compare lebron and luka', 'player_compare', 'scanCompare', { sport: 'nba' }),
  route("Judge vs Soto who's better", 'player_compare', 'scanCompare', { sport: 'mlb' }),
  route("dfs lineup for tonight's nba slate", 'fantasy', 'scanFantasy', { sport: 'nba' }),
  route('draftkings nfl optimal lineup', 'fantasy', 'scanFantasy', { sport: 'nfl' }),
  route('jokic vs embiid head to head', 'player_h2h', 'scanH2h', { sport: 'nba' }),
  route('djokovic vs alcaraz who wins', 'player_h2h', 'scanH2h'),

  // Formula 1, racing, golf.
  route('who takes pole in abu dhabi', 'f1_race', 'signalF1', { market: 'qualifying' }),
  route('verstapen to win the next race?', 'f1_race', 'signalF1', { driver: 'Max Verstappen', market: 'winner' }),
  route('hamilton podium odds', 'f1_race', 'signalF1', { market: 'podium' }),
  route('tips for kempton tonight', 'horse_race', 'scanRacing', { course: 'Kempton' }),
  route('who wins the king george', 'horse_race', 'scanRacing'),
  route('best bets at the cheltenham festival', 'horse_race', 'scanRacing'),
  route('masters winner odds scheffler', 'golf', 'scanGolf', { tournament: 'Masters' }),
  route('ryder cup europe or usa', 'golf', 'scanGolf', { tournament: 'Ryder Cup' }),

  // Perps, tokenized, pre-IPO, baskets and ETF breadth, the screener, attention, backtests.
  route('any funding rate dislocations on perps', 'perps', 'signalPerps'),
  route('Can I buy tokenized stocks in Canada?', 'tokenized_eligibility', 'signalTokenizedEligibility', { jurisdiction: 'Canada' }),
  route('rwa tokenization trends', 'tokenization_radar', 'signalTokenizationRadar'),
  route('best tokenized stock to buy', 'tokenized', 'signalTokenized'),
  route('is anthropic going public? pre ipo', 'pre_ipo', 'signalPreIpo'),
  route("how's the breadth inside XLK", 'basket', 'signalBasket', { etf: 'XLK' }),
  route('xle components looking weak?', 'basket', 'signalBasket', { etf: 'XLE' }),
  route('ARKK basket signal', 'basket', 'signalBasket', { etf: 'ARKK' }),
  route('soxx breadth', 'basket', 'signalBasket', { etf: 'SOXX' }),
  route('semiconductor stocks basket', 'basket', 'signalBasket', { theme: 'semis' }),
  route('weight loss drug stocks', 'basket', 'signalBasket', { theme: 'glp1' }),
  route('quantum stocks breadth', 'basket', 'signalBasket', { theme: 'quantum' }),
  route('screen for cheap quality stocks', 'screener', 'signalScreener'),
  route('how many times will @realDonaldTrump post this week', 'attention', 'signalAttention', { handle: 'realDonaldTrump' }),
  route('backtest buy spy when rsi below 30 sell above 70', 'backtest', 'backtestRun', { symbol: 'SPY' }),
  route('can you backtest a golden cross on nvda', 'backtest', 'backtestRun', { symbol: 'NVDA' }),

  // Questions no endpoint answers: the router must refuse them (a 400 before payment).
  refuse("what's a good recipe for apple pie"),
  refuse('how do i reset my password'),
  refuse('write me a cover letter'),
  refuse('whats the capital of france'),
  refuse('can you help me with my homework'),
  refuse('how tall is lebron james'),
  refuse('should i refinance my mortgage'),
  refuse("what's the weather like"),
  refuse('play some music'),
  refuse('i love you'),
  refuse('good morning, how are you today'),
  refuse('who is the best'),
  refuse('translate this to spanish'),
  refuse('how many calories in a banana'),
  refuse('what is the best movie of all time'),
  refuse('book me a flight to tokyo'),
  refuse('is it going to be a good day'),
  refuse("what's 2 + 2"),
  refuse('tell me about the history of rome'),
  refuse('my cat is sick what should i do'),
  refuse('give me a pick'),
  refuse('will it go up?'),
];
