/** One configuration setting: read from the environment, else from the config file, else its default. */
export interface SettingDefinition {
  /** The environment variable, and the key in the config file. */
  readonly name: string;
  /** The default, as text; undefined when the setting is off unless given. */
  readonly default?: string;
  /** What it sets, in one line for docs/configuration.md. */
  readonly description: string;
  /** Who reads it. */
  readonly readBy: 'serve' | 'serve, call' | 'serve, call, data' | 'recalls refresh' | 'blocklists refresh' | 'tests';
  /** Kept out of `guidekit data status` and logs. */
  readonly secret?: boolean;
}

/**
 * Every setting guidekit reads, in one table: docs/configuration.md is generated from it (a test keeps the page
 * current), the config file may hold only these names, and nothing else in src reads the environment.
 */
export const SETTINGS: readonly SettingDefinition[] = [
  { name: 'GUIDEKIT_CONFIG', default: './guidekit.config.json', description: 'Path of the JSON config file (an object of these names to values); absent file: environment and defaults only. Environment only.', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_DATA_DIR', default: './.guidekit', description: 'Data directory: the embedded PGlite store, the recall snapshot, blocklist feeds, the RDAP bootstrap copy and `bars/<SYMBOL>.csv`.', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_PM_CORPUS_DIR', description: 'Directory of the prediction-market corpus (normalized Parquet per venue, written by `guidekit data pm-corpus import|sync`); absent: `<data dir>/pm-corpus`. Without data there, the `pmCorpus` port is absent and prediction-market backtests answer 503 (never charged).', readBy: 'serve, call, data' },
  { name: 'PORT', default: '8402', description: 'Port of `guidekit serve` (`--port` wins).', readBy: 'serve' },
  { name: 'HOST', default: '0.0.0.0', description: 'Bind address with real payments; local mode always binds 127.0.0.1.', readBy: 'serve' },
  { name: 'NODE_ENV', description: '`production` refuses the local facilitator (it settles nothing on chain).', readBy: 'serve' },
  { name: 'GUIDEKIT_PAY_TO', description: 'Recipient address of payments (EIP-55); required with a real facilitator.', readBy: 'serve' },
  { name: 'GUIDEKIT_FACILITATOR_URL', description: 'URL of a remote x402 facilitator; absent with no CDP keys: the local facilitator (local mode).', readBy: 'serve' },
  { name: 'CDP_API_KEY_ID', description: 'Coinbase CDP facilitator key id (used when no facilitator URL is set).', readBy: 'serve', secret: true },
  { name: 'CDP_API_KEY_SECRET', description: 'Coinbase CDP facilitator key secret.', readBy: 'serve', secret: true },
  { name: 'GUIDEKIT_PRICE_OVERRIDES', description: 'JSON object of operation id to USD price, e.g. `{"debtPayoff":"0.12"}`.', readBy: 'serve' },
  { name: 'GUIDEKIT_DATABASE_URL', description: 'PostgreSQL connection string for the shared store (nonces, settlements, credits, the source cache); absent: embedded PGlite in the data directory.', readBy: 'serve', secret: true },
  { name: 'GUIDEKIT_DB_STATEMENT_TIMEOUT_MS', default: '5000', description: 'PostgreSQL store: longest a statement may run (ms; the server cancels it, the client gives up 1 s later); meanwhile calls get 503 `store-unavailable`.', readBy: 'serve' },
  { name: 'GUIDEKIT_DB_CONNECT_TIMEOUT_MS', default: '3000', description: 'PostgreSQL store: longest wait for a connection (ms).', readBy: 'serve' },
  { name: 'GUIDEKIT_SHUTDOWN_TIMEOUT_MS', default: '10000', description: 'On SIGTERM/SIGINT, how long in-flight requests may take to finish (ms) before their connections are closed; then the store closes and the process exits 0.', readBy: 'serve' },
  { name: 'GUIDEKIT_DATA_MODE', default: 'live', description: '`live`: sources are fetched (through the cache); `snapshot`: answers are served from the recorded cassette in GUIDEKIT_SNAPSHOT_DIR, local mode only, and each says `data.mode: "snapshot"`.', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_SNAPSHOT_DIR', description: 'Cassette directory served in snapshot mode (written by `guidekit data record`).', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_MERCHANT_PROBE', default: 'on', description: '`off` leaves the merchant probe out: the merchant score and the shopping trip answer 503 (never charged).', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_RECALLS_CPSC_URL', description: 'Replaces the CPSC recall service URL (a mirror, or a replay server in tests).', readBy: 'recalls refresh' },
  { name: 'GUIDEKIT_RECALLS_HEALTH_CANADA_URL', description: 'Replaces the Health Canada open-data file URL.', readBy: 'recalls refresh' },
  { name: 'GUIDEKIT_RECALLS_SAFETY_GATE_URL', description: 'Replaces the EU Safety Gate API URL.', readBy: 'recalls refresh' },
  { name: 'GUIDEKIT_RECALLS_ACCC_URL', description: 'Replaces the ACCC Product Safety Australia feed URL.', readBy: 'recalls refresh' },
  { name: 'GUIDEKIT_RECALLS_NHTSA_URL', description: 'Replaces the NHTSA recalls flat-file URL.', readBy: 'recalls refresh' },
  { name: 'GUIDEKIT_STOOQ_API_KEY', description: 'Stooq download key: Stooq becomes the second source of daily bars when Yahoo Finance is unavailable; absent: no second source (a Yahoo outage is a 503).', readBy: 'serve, call, data', secret: true },
  { name: 'GUIDEKIT_SEC_USER_AGENT', description: 'User-Agent sent to SEC EDGAR (www.sec.gov, data.sec.gov) by the pre-IPO radar: the SEC\'s fair-access policy asks for a company or name and a contact email, e.g. `Example Corp ops@example.com`; absent: guidekit\'s own, which names no operator.', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_ODDS_API_KEY', description: 'The Odds API key: the `odds` port (bookmaker prices for the sports endpoints) exists only with it; it travels as the `apiKey` query parameter, redacted from answers; absent: the endpoints that read odds answer 503 (never charged).', readBy: 'serve, call, data', secret: true },
  { name: 'GUIDEKIT_RACECARDS_URL', description: 'URL of a GB and Irish racecard feed in the format docs/sports-sources.md defines (asked with `?date=YYYY-MM-DD`); absent: no `racecards` port, and the racing endpoints answer 503 (never charged).', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_RACECARDS_TOKEN', description: 'Bearer token sent to the racecard feed, when it needs one.', readBy: 'serve, call, data', secret: true },
  { name: 'GUIDEKIT_FRED_API_KEY', description: 'FRED API key: the event scanner reads release values from FRED (CPI, payrolls, the FOMC target range, GDP growth); absent: CPI and payrolls from the keyless BLS API, and FOMC and GDP events answer 503 (never charged).', readBy: 'serve, call, data', secret: true },
  { name: 'GUIDEKIT_HEADERS_TIMEOUT_MS', default: '10000', description: 'Longest wait for a request\'s whole header, in ms (Node `headersTimeout`).', readBy: 'serve' },
  { name: 'GUIDEKIT_REQUEST_TIMEOUT_MS', default: '30000', description: 'Longest wait for a whole request, header and body, in ms (Node `requestTimeout`): a slow-body client is cut off with a 408 problem.', readBy: 'serve' },
  { name: 'GUIDEKIT_KEEP_ALIVE_TIMEOUT_MS', default: '5000', description: 'How long an idle keep-alive connection stays open between requests, in ms.', readBy: 'serve' },
  { name: 'GUIDEKIT_IDLE_TIMEOUT_MS', default: '120000', description: 'A connection with no traffic for this long is closed, in ms.', readBy: 'serve' },
  { name: 'GUIDEKIT_MAX_CONNECTIONS', default: '1024', description: 'Open connections the server accepts at once; further ones are refused.', readBy: 'serve' },
  { name: 'GUIDEKIT_MCP_URL', description: 'URL of a hosted guidekit\'s MCP endpoint (e.g. `https://api.example.com/api/mcp`): `guidekit mcp` forwards its stdio tools there; absent: the tools run in-process, free.', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_API_KEY', description: 'API key `guidekit mcp` sends as `X-API-KEY` to GUIDEKIT_MCP_URL, paying with its credits (docs/credits.md).', readBy: 'serve, call, data', secret: true },
  { name: 'GUIDEKIT_LLM_URL', description: 'URL of an OpenAI-compatible chat completions endpoint (base URL such as `https://api.openai.com/v1`, or the full `/chat/completions` URL): the `questionParser` port, which may read questions the grammar cannot and word narratives, never figures; absent: off.', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_LLM_API_KEY', description: 'Bearer key of the language-model endpoint, when it needs one.', readBy: 'serve, call, data', secret: true },
  { name: 'GUIDEKIT_LLM_MODEL', default: 'gpt-4o-mini', description: 'Model name sent to the language-model endpoint.', readBy: 'serve, call, data' },
  { name: 'GUIDEKIT_TRANSLATE_URL', description: 'Machine translation for a `lang` with no shipped catalog: an OpenAI-compatible chat endpoint (base URL or full `/chat/completions` URL) or a LibreTranslate-compatible server (root or `/translate` URL); figures, dates, amounts, codes and names are masked before sending and a translation that alters one keeps the English answer with a `lang_note`; absent: off, English with a `lang_note`.', readBy: 'serve, call' },
  { name: 'GUIDEKIT_TRANSLATE_KIND', default: 'openai', description: '`openai` (chat completions) or `libretranslate`: the API GUIDEKIT_TRANSLATE_URL speaks.', readBy: 'serve, call' },
  { name: 'GUIDEKIT_TRANSLATE_KEY', description: 'Key of the translation service: the Bearer token (`openai`) or the `api_key` field (`libretranslate`), when it needs one.', readBy: 'serve, call', secret: true },
  { name: 'GUIDEKIT_TRANSLATE_MODEL', default: 'gpt-4o-mini', description: 'Model name sent to an `openai` translation endpoint.', readBy: 'serve, call' },
];

/** The resolved settings: every known name to its value (environment, else config file, else default). */
export type Settings = Readonly<Record<string, string | undefined>>;
