/**
 * Cue words of each intent, matched on the lower-cased question at word boundaries. The rules below are tried in
 * order; the first whose cues and entities are all present wins. docs/ask-analysis-event.md lists them.
 */
export const CUE = {
  backtest: /\bback-?test(?:s|ing|ed)?\b/g,
  reaction:
    /\b(?:react(?:s|ed|ing|ion|ions)?|playbook|respond(?:s|ed)?|reaction|happens? (?:to|after|on)|moves? (?:on|after)|move after|trade (?:the|around|it)|how (?:to|do i|should i) trade|after (?:a|an|the|past|previous|recent|prior|each|every)\b|usually do(?:es)?|how do markets|how does the market|what does the market do|impact|preview|expectations?|consensus|surprise|hot|cold|when is|next release|(?:cpi|nfp|gdp|fomc|fed|jobs) day)/g,
  willOrOdds: /\b(?:will|odds|chance|chances|probability|likely|likelihood|bet on|does|do you think|prediction market)\b/g,
  temperature: /\b(?:temperature|temperatures|temp|hot|hotter|cold|colder|heat|warm|warmer|degrees|high|low|highs|lows|freez(?:e|ing))\b|\d\s*°?\s*[fc]\b/g,
  rain: /\b(?:rain|rains|rainfall|raining|precipitation|snow|snowfall|wet)\b/g,
  attention: /\b(?:posts?|tweets?|tweet count|post count)\b/g,
  perps: /\b(?:perps?|perpetuals?|perpetual futures|funding (?:rate )?(?:gap|dislocation)|dislocations?|basis trade)\b/g,
  tokenized: /\b(?:tokeni[sz]ed|tokeni[sz]ation|rwas?|real[- ]world assets?|on-?chain (?:treasur(?:y|ies)|stocks|equities))\b/g,
  eligibility: /\b(?:allowed|eligible|eligibility|legal|jurisdiction|can i (?:buy|trade|hold|access)|from (?:the )?(?:uk|us|usa|eu|germany|france|canada|australia|japan|singapore|hong kong|[a-z]+ residents?))\b/g,
  radar: /\b(?:radar|trends?|listings?|flows?|inflows?|adoption|pipeline)\b/g,
  preIpo: /\b(?:pre-?ipos?|ipos?|new listings?|going public|upcoming listings?|before (?:it|they) lists?)\b/g,
  f1: /\b(?:f1|formula (?:1|one)|grand prix|gp|pole position|pole|podium|qualifying|constructors?|drivers? championship)\b/g,
  racing: /\b(?:horse|horses|racing|race ?card|racecard|runners?|each[- ]way|e\/w|furlongs?|hurdle|steeplechase|handicap|jockey|trainer|nap|the \d{1,2}[:.]\d{2})\b/g,
  golf: /\b(?:golf|golfer|birdie|pga|tee time|top[- ]10 finish|top 20|outright winner)\b/g,
  fpl: /\b(?:fpl|fantasy premier league|captain(?:cy)?|triple captain|wildcard|free hit|bench boost)\b/g,
  fantasy: /\b(?:fantasy|dfs|draftkings|fanduel|start or sit|start\/sit|sit him|sit her|bench him|waivers?|waiver wire|lineup|line-up|gpp|cash game|ppr|flex|must start|sleepers?)\b/g,
  startSit: /\b(?:start|sit|bench|flex)\b/g,
  h2h: /\b(?:head[- ]to[- ]head|h2h|matchup)\b/g,
  compare: /\b(?:compare|comparison|better|best of|rank|ranking|who should i (?:pick|play|start)|which (?:player|one))\b/g,
  outlook:
    /\b(?:points|pts|props?|(?:passing |rushing |receiving )?yards|(?:passing |rushing )?touchdowns?|(?:passing )?tds?|goals?|goalscorer|scorer|to score|assists?|rebounds?|boards|threes|3 pointers|3-pointers|3pt|triple[- ]double|double[- ]double|strikeouts?|ks|home runs?|homers?|hits|saves|shots(?: on goal)?|projection|projected|outlook|stat line|score)\b/g,
  versus: /\b(?:vs\.?|v\.?|versus|against|or|beat|beats|play(?:s|ing)?|at)\b/g,
  matchWinner: /\b(?:win(?:s|ner)?|beat|who takes it|who will take|prediction|predict|result|match|game|fixture|derby|clash)\b/g,
  sportsPick: /\b(?:bet|bets|betting|pick|picks|tip|tips|value|play|plays|edge|edges|best|parlay|wager|lock)\b/g,
  pmSports: /\b(?:prediction markets?|polymarket|kalshi)\b/g,
  predictionScan: /\b(?:prediction markets?|prediction venues?|polymarket|kalshi|manifold|mispriced|mispricing|markets? on (?:kalshi|polymarket)|event contracts?)\b/g,
  basket: /\b(?:basket|baskets|theme|thematic|sector etf|holdings|stocks|names|sector)\b/g,
  etfBasket: /\b(?:breadth|components?|constituents?|holdings|basket|members|inside|leadership|dispersion)\b/g,
  screener: /\b(?:screen|screener|screening|factor|factors|value stocks|quality stocks|momentum stocks|low volatility)\b/g,
  coinflip: /\b(?:coin ?flip|up or down)\b/g,
  cryptoLite: /\b(?:snapshot|quick look|fear and greed|fear & greed|fear-and-greed)\b/g,
  scan: /\b(?:scan|scanner|best (?:trade|trades|setup|setups|opportunit(?:y|ies)|pair|pairs|signal|signals|scalp|play)|strongest|top (?:trade|setup|pick)|which (?:pair|currency|market|coin|commodity)|any good (?:trades?|setups?)|good trades?|opportunit(?:y|ies)|what should i trade|what to trade|across (?:all )?markets|all markets|everything)\b/g,
  forexWords: /\b(?:forex|fx|currenc(?:y|ies)|currency pairs?|pairs?|majors)\b/g,
  cryptoWords: /\b(?:crypto|cryptos|cryptocurrenc(?:y|ies)|coins?|altcoins?)\b/g,
  cmiWords: /\b(?:commodit(?:y|ies)|metals?|indices|indexes|energy|cmi)\b/g,
  futuresWords: /\bfutures?\b/g,
  signalWord: /\bsignals?\b/g,
  allMarkets: /\b(?:all markets|across markets|across all markets|everything|cross-asset|any market|the market)\b/g,
  priceSignal:
    /\b(?:buy|sell|long|short|bullish|bearish|outlook|signal|view|heading|direction|going up|go up|going down|go down|rally|dump|pump|entry|trade idea|setup|target|forecast|look like|looks like|take on|opinion|should i)\b/g,
} as const;
