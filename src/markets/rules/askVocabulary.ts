import type { RuleTable } from '../../core/ruleTable.js';
import type { Timeframe } from '../ports/MarketBars.js';

/** The words the question router maps to parameters (every phrase lower case, matched on word boundaries). */
export interface AskVocabulary {
  /** Horizon words → the signal timeframe they ask for. */
  readonly timeframes: readonly { readonly phrase: string; readonly timeframe: Timeframe }[];
  /** Spoken instrument names → canonical instrument ids of the instrument table. */
  readonly instruments: readonly { readonly phrase: string; readonly id: string }[];
  /** Company names → US tickers (equities are "any ticker"; this only spells out the names people use). */
  readonly companies: readonly { readonly phrase: string; readonly ticker: string }[];
  /** Currency words → ISO 4217 codes, from which a pair is built in market-convention order. */
  readonly currencies: readonly { readonly phrase: string; readonly code: string }[];
  /** Basket theme words → the basket endpoint's theme values. */
  readonly themes: readonly { readonly phrase: string; readonly theme: string }[];
  /** Geophysical and climate words → the gaia scan's families. */
  readonly gaiaFamilies: readonly { readonly phrase: string; readonly family: string }[];
  /** Prediction-market category words → the predvenue categories. */
  readonly predictionCategories: readonly { readonly phrase: string; readonly category: string }[];
  /** Politics words → the politics scan's tags. */
  readonly politicsTags: readonly { readonly phrase: string; readonly tag: string }[];
  /** GB and Irish racecourses and big races, as written in questions. */
  readonly racing: readonly string[];
  /** Golf tournaments and tours. */
  readonly golfEvents: readonly string[];
  /** Formula 1 races as questions name them ("abu dhabi", "monaco"), without "Grand Prix". */
  readonly f1Races: readonly string[];
  /** Cities the weather questions name (the weather scans narrow by city). */
  readonly cities: readonly string[];
  /** City nicknames → the city's name. */
  readonly cityAliases: readonly { readonly phrase: string; readonly city: string }[];
}

const tf = (timeframe: Timeframe, ...phrases: string[]) => phrases.map((phrase) => ({ phrase, timeframe }));
const ins = (id: string, ...phrases: string[]) => phrases.map((phrase) => ({ phrase, id }));
const cur = (code: string, ...phrases: string[]) => phrases.map((phrase) => ({ phrase, code }));
const theme = (value: string, ...phrases: string[]) => phrases.map((phrase) => ({ phrase, theme: value }));
const fam = (family: string, ...phrases: string[]) => phrases.map((phrase) => ({ phrase, family }));
const cat = (category: string, ...phrases: string[]) => phrases.map((phrase) => ({ phrase, category }));

/**
 * The question router's vocabulary: which horizon words mean which timeframe ("this week" → 1d, "today" → 4h,
 * "long term" → 1w), the spoken names of instruments and companies, currency words, basket themes, gaia families,
 * prediction-market categories, racecourses and golf events. guidekit's choices, so `verified: null`.
 *
 * @see docs/ask-analysis-event.md#the-grammar
 */
export const ASK_VOCABULARY: RuleTable<AskVocabulary> = {
  id: 'markets.ask.vocabulary',
  title: 'Question router vocabulary: horizon words to timeframes, spoken instrument and company names, themes, categories, racecourses',
  versions: [
    {
      value: {
        timeframes: [
          ...tf('1h', 'next hour', 'next few hours', 'hourly', '1 hour', '1h', 'h1', '1-hour', 'one hour', 'scalp', 'scalping'),
          ...tf('4h', 'today', 'tonight', 'intraday', 'this session', 'this afternoon', 'this morning', '4 hour', '4h', 'h4', '4-hour', 'four hour'),
          ...tf('1d', 'this week', 'tomorrow', 'next few days', 'daily', 'd1', 'short term', 'short-term', 'swing', 'this weekend'),
          ...tf('3d', 'next week', 'couple of weeks', 'next two weeks', 'next 2 weeks', '3 day', '3d'),
          ...tf('1w', 'long term', 'long-term', 'longer term', 'this month', 'month ahead', 'next month', 'weekly', 'w1', 'medium term', 'position trade'),
          ...tf('1m', 'this quarter', 'next few months', 'next quarter', 'monthly'),
          ...tf('3m', 'this year', 'next year', 'next 12 months', 'quarterly'),
        ],
        instruments: [
          ...ins('SPX', 's&p 500', 's&p', 's and p', 'sp 500', 'the s&p'),
          ...ins('NDX', 'nasdaq 100', 'nasdaq-100', 'nasdaq', 'the nasdaq'),
          ...ins('DJI', 'dow jones', 'the dow', 'dow'),
          ...ins('FTSE', 'ftse 100', 'ftse', 'footsie'),
          ...ins('DAX', 'dax'),
          ...ins('NIKKEI', 'nikkei 225', 'nikkei'),
          ...ins('XAUUSD', 'gold', 'xauusd'),
          ...ins('XAGUSD', 'silver', 'xagusd'),
          ...ins('XPTUSD', 'platinum'),
          ...ins('XPDUSD', 'palladium'),
          ...ins('WTI', 'wti', 'crude oil', 'crude', 'oil', 'us oil'),
          ...ins('BRENT', 'brent crude', 'brent'),
          ...ins('NATGAS', 'natural gas', 'nat gas', 'natgas'),
          ...ins('COPPER', 'copper'),
          ...ins('WHEAT', 'wheat'),
          ...ins('CORN', 'corn'),
          ...ins('BTC-USD', 'bitcoin', 'btc'),
          ...ins('ETH-USD', 'ethereum', 'ether', 'eth'),
          ...ins('SOL-USD', 'solana'),
          ...ins('ADA-USD', 'cardano'),
          ...ins('DOGE-USD', 'dogecoin', 'doge'),
          ...ins('XRP-USD', 'ripple', 'xrp'),
          ...ins('AVAX-USD', 'avalanche', 'avax'),
          ...ins('GBPUSD', 'cable'),
          ...ins('EURUSD', 'fiber', 'fibre'),
          ...ins('USDCHF', 'swissy'),
          ...ins('USDCAD', 'loonie'),
          ...ins('NZDUSD', 'kiwi'),
          ...ins('AUDUSD', 'aussie'),
          ...ins('ZN', '10-year note', 'ten-year note', '10 year note', 'treasury futures', 'bond futures'),
        ],
        companies: [
          ['apple', 'AAPL'], ['microsoft', 'MSFT'], ['nvidia', 'NVDA'], ['amazon', 'AMZN'], ['alphabet', 'GOOGL'], ['google', 'GOOGL'],
          ['meta', 'META'], ['facebook', 'META'], ['tesla', 'TSLA'], ['netflix', 'NFLX'], ['intel', 'INTC'], ['broadcom', 'AVGO'],
          ['palantir', 'PLTR'], ['coinbase', 'COIN'], ['microstrategy', 'MSTR'], ['jpmorgan', 'JPM'], ['berkshire', 'BRK.B'],
          ['walmart', 'WMT'], ['disney', 'DIS'], ['boeing', 'BA'], ['exxon', 'XOM'], ['eli lilly', 'LLY'], ['novo nordisk', 'NVO'],
        ].map(([phrase, ticker]) => ({ phrase: phrase as string, ticker: ticker as string })),
        currencies: [
          ...cur('EUR', 'euro', 'euros', 'eur'),
          ...cur('USD', 'dollar', 'us dollar', 'greenback', 'usd', 'buck'),
          ...cur('GBP', 'pound', 'sterling', 'british pound', 'gbp', 'quid'),
          ...cur('JPY', 'yen', 'japanese yen', 'jpy'),
          ...cur('CHF', 'swiss franc', 'franc', 'chf'),
          ...cur('AUD', 'australian dollar', 'aussie dollar', 'aud'),
          ...cur('NZD', 'new zealand dollar', 'kiwi dollar', 'nzd'),
          ...cur('CAD', 'canadian dollar', 'loonie', 'cad'),
        ],
        themes: [
          ...theme('ai', 'artificial intelligence', 'ai'),
          ...theme('semis', 'semiconductor', 'semiconductors', 'semis', 'chip stocks', 'chipmakers', 'chips'),
          ...theme('defense', 'defense', 'defence', 'aerospace'),
          ...theme('china-tech', 'china tech', 'chinese tech', 'china internet'),
          ...theme('nuclear', 'nuclear', 'uranium'),
          ...theme('cyber', 'cybersecurity', 'cyber security', 'cyber'),
          ...theme('glp1', 'glp-1', 'glp1', 'weight loss', 'weight-loss', 'obesity'),
          ...theme('quantum', 'quantum computing', 'quantum'),
        ],
        gaiaFamilies: [
          ...fam('quake_count', 'earthquake', 'earthquakes', 'quake', 'quakes', 'magnitude'),
          ...fam('tornado_count', 'tornado', 'tornadoes', 'tornados'),
          ...fam('hurricane_landfall', 'hurricane', 'hurricanes', 'landfall', 'landfalls'),
          ...fam('sea_ice', 'sea ice', 'arctic ice', 'sea-ice'),
          ...fam('hottest_year', 'hottest year', 'warmest year', 'record heat year', 'hottest on record', 'warmest on record', 'record warm year'),
          ...fam('volcano_vei6', 'volcano', 'volcanic', 'eruption', 'vei'),
          ...fam('bolide', 'bolide', 'bolides', 'meteor', 'fireball', 'asteroid'),
        ],
        predictionCategories: [
          ...cat('economics', 'economics', 'economic', 'economy', 'macro', 'fed', 'inflation'),
          ...cat('crypto', 'crypto', 'bitcoin', 'ethereum'),
          ...cat('geopolitics', 'geopolitics', 'geopolitical', 'war', 'ceasefire'),
          ...cat('politics', 'politics', 'political', 'election', 'elections'),
          ...cat('sports', 'sports', 'sport'),
          ...cat('esports', 'esports', 'e-sports'),
          ...cat('entertainment', 'entertainment', 'oscars', 'movies', 'box office', 'grammys', 'music'),
          ...cat('weather', 'weather', 'climate'),
          ...cat('ai-tech', 'ai', 'tech', 'technology', 'artificial intelligence'),
        ],
        politicsTags: [
          { phrase: 'election', tag: 'elections' }, { phrase: 'elections', tag: 'elections' }, { phrase: 'primary', tag: 'elections' },
          { phrase: 'vote', tag: 'elections' }, { phrase: 'ballot', tag: 'elections' },
          { phrase: 'geopolitics', tag: 'geopolitics' }, { phrase: 'geopolitical', tag: 'geopolitics' }, { phrase: 'war', tag: 'geopolitics' },
          { phrase: 'ceasefire', tag: 'geopolitics' }, { phrase: 'invasion', tag: 'geopolitics' }, { phrase: 'sanctions', tag: 'geopolitics' },
          { phrase: 'politics', tag: 'politics' }, { phrase: 'political', tag: 'politics' }, { phrase: 'president', tag: 'politics' },
          { phrase: 'senate', tag: 'politics' }, { phrase: 'congress', tag: 'politics' }, { phrase: 'parliament', tag: 'politics' },
          { phrase: 'prime minister', tag: 'politics' }, { phrase: 'shutdown', tag: 'politics' },
        ],
        racing: [
          'ascot', 'aintree', 'ayr', 'bangor', 'bath', 'beverley', 'brighton', 'carlisle', 'cartmel', 'catterick', 'chelmsford',
          'cheltenham', 'chepstow', 'chester', 'doncaster', 'epsom', 'exeter', 'fakenham', 'ffos las', 'fontwell', 'goodwood',
          'hamilton', 'haydock', 'hereford', 'hexham', 'huntingdon', 'kelso', 'kempton', 'leicester', 'lingfield', 'ludlow',
          'market rasen', 'musselburgh', 'newbury', 'newcastle', 'newmarket', 'newton abbot', 'nottingham', 'perth', 'plumpton',
          'pontefract', 'redcar', 'ripon', 'salisbury', 'sandown', 'sedgefield', 'southwell', 'stratford', 'taunton', 'thirsk',
          'uttoxeter', 'warwick', 'wetherby', 'wincanton', 'windsor', 'wolverhampton', 'worcester', 'yarmouth', 'york',
          'ballinrobe', 'bellewstown', 'clonmel', 'cork', 'curragh', 'the curragh', 'down royal', 'downpatrick', 'dundalk',
          'fairyhouse', 'galway', 'gowran park', 'kilbeggan', 'killarney', 'laytown', 'leopardstown', 'limerick', 'listowel',
          'naas', 'navan', 'punchestown', 'roscommon', 'sligo', 'thurles', 'tipperary', 'tramore', 'wexford',
          'grand national', 'gold cup', 'champion hurdle', 'the derby', 'epsom derby', 'royal ascot', 'the oaks', 'st leger',
          '2000 guineas', 'king george', 'cheltenham festival',
        ],
        golfEvents: [
          'the masters', 'masters', 'us open golf', 'the open', 'open championship', 'pga championship', 'ryder cup',
          'players championship', 'tour championship', 'fedex cup', 'pga tour', 'dp world tour', 'liv golf', 'solheim cup',
        ],
        // The 2023 calendar's race names (the jolpica cassette's races answer) and the circuits buyers name instead.
        f1Races: [
          'bahrain', 'saudi arabian', 'australian', 'azerbaijan', 'miami', 'monaco', 'spanish', 'canadian', 'austrian', 'british', 'hungarian',
          'belgian', 'dutch', 'italian', 'singapore', 'japanese', 'qatar', 'united states', 'mexico city', 'são paulo', 'sao paulo', 'las vegas',
          'abu dhabi', 'silverstone', 'monza', 'suzuka', 'interlagos', 'zandvoort', 'baku', 'jeddah', 'imola', 'yas marina',
        ],
        cities: [
          'New York', 'Chicago', 'Los Angeles', 'Miami', 'Denver', 'Austin', 'Houston', 'Dallas', 'Seattle', 'Atlanta', 'Boston',
          'Philadelphia', 'Phoenix', 'Las Vegas', 'San Francisco', 'Washington', 'Minneapolis', 'Detroit', 'Nashville', 'New Orleans',
          'San Antonio', 'San Diego', 'Portland', 'Oklahoma City', 'Salt Lake City', 'Kansas City', 'St. Louis', 'Baltimore',
          'Charlotte', 'Jacksonville', 'Tampa', 'Orlando', 'Honolulu', 'Anchorage', 'Toronto', 'Montreal', 'Vancouver', 'London',
          'Paris', 'Berlin', 'Madrid', 'Rome', 'Amsterdam', 'Dublin', 'Tokyo', 'Seoul', 'Beijing', 'Shanghai', 'Hong Kong',
          'Singapore', 'Sydney', 'Melbourne', 'Mumbai', 'Delhi', 'Dubai', 'Mexico City', 'Sao Paulo', 'Buenos Aires',
        ],
        cityAliases: [
          { phrase: 'nyc', city: 'New York' }, { phrase: 'new york city', city: 'New York' }, { phrase: 'la', city: 'Los Angeles' },
          { phrase: 'sf', city: 'San Francisco' }, { phrase: 'dc', city: 'Washington' }, { phrase: 'philly', city: 'Philadelphia' },
          { phrase: 'vegas', city: 'Las Vegas' },
        ],
      },
      source: 'guidekit question-router vocabulary (its own choice of phrases); instrument ids from the instrument table; tickers as listed on NYSE and Nasdaq; racecourses as the British Horseracing Authority and Horse Racing Ireland list them',
      effective: '2020-01-01',
      verified: null,
      note: 'A word list, not a statistic: a phrase missing here makes a question unroutable (a 400 naming what was understood), never a wrong figure.',
    },
  ],
};
