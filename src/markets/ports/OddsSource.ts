import type { PortCall } from '../../core/sourceUse.js';

/**
 * The featured markets of the `odds` port, named as The Odds API v4 names them: `h2h` (moneyline, or 1X2 with a
 * `Draw` outcome in soccer), `spreads` (handicap), `totals` (over/under) and `outrights` (futures: one event, every
 * contender an outcome).
 */
export type OddsMarket = 'h2h' | 'spreads' | 'totals' | 'outrights';

/**
 * Bookmaker regions of The Odds API v4: which books answer. `us` (US books), `us2` (more US books), `uk`, `eu`
 * (Pinnacle and the Betfair exchange among them), `au`, `fr`, `se`. Each region asked counts against the source's
 * usage quota.
 */
export type OddsRegion = 'us' | 'us2' | 'uk' | 'eu' | 'au' | 'fr' | 'se';

/** One outcome of one book's market. */
export interface OddsOutcome {
  /** A team, a player, `Draw`, `Over` or `Under`, as the book names it. */
  readonly name: string;
  /** Decimal odds (stake included: 2.5 returns 2.5 per unit staked). */
  readonly price: number;
  /** The handicap from this outcome's side (spreads) or the line (totals); null for h2h and outrights. */
  readonly point: number | null;
}

/** One market as one book prices it. */
export interface BookmakerMarket {
  /**
   * The market key: one of {@link OddsMarket}, or another key the source sent alongside (an exchange's `h2h_lay`
   * lay prices, for instance). Engines read the keys they know and leave the rest.
   */
  readonly market: string;
  /** When the book last changed this market (ISO 8601); null when the source does not say. */
  readonly lastUpdate: string | null;
  readonly outcomes: readonly OddsOutcome[];
}

/** One book's prices for one event. */
export interface BookmakerPrices {
  /** The book's key, lower case with underscores (`pinnacle`, `betfair_ex_uk`, `draftkings`, ...). */
  readonly key: string;
  readonly title: string;
  /** When the book's prices were last updated (ISO 8601). */
  readonly lastUpdate: string;
  readonly markets: readonly BookmakerMarket[];
}

/** One event (a match, a fight, a tournament's outright) with every book's prices. */
export interface OddsEvent {
  /** The source's event id (stable while the event is listed). */
  readonly id: string;
  /** The guidekit sport key that was asked (`epl`, `nba`, ...). */
  readonly sport: string;
  /** The source's competition key (The Odds API sport key, e.g. `soccer_epl`). */
  readonly competition: string;
  /** The competition's display title, e.g. `EPL`. */
  readonly competitionTitle: string;
  /** Scheduled start (ISO 8601, UTC). */
  readonly commenceTime: string;
  /** Null for outrights, which have no sides. */
  readonly homeTeam: string | null;
  readonly awayTeam: string | null;
  readonly bookmakers: readonly BookmakerPrices[];
}

/** What prices to read. */
export interface OddsRequest {
  /**
   * A guidekit sport key: one of the spec's supported sports (`epl`, `nba`, `ufc`, ...), `soccer` (every soccer
   * competition in season), or one of the extra keys the prediction-market scan names (`wnba`, `tennis`, ...).
   */
  readonly sport: string;
  /** Default `['h2h']`. Each market asked counts against the quota. */
  readonly markets?: readonly OddsMarket[];
  /** Default: the regions the sport's map entry names (docs/sports-sources.md). */
  readonly regions?: readonly OddsRegion[];
  /** Only these books (keys); when given, the source ignores `regions`. */
  readonly bookmakers?: readonly string[];
}

/** One event's prices. */
export interface EventOddsRequest extends OddsRequest {
  /** The event id from {@link OddsEvent.id}. */
  readonly eventId: string;
  /**
   * The event's competition key ({@link OddsEvent.competition}); needed when the sport spans several competitions
   * (`soccer`, `tennis`, `cricket`, ...), optional when it maps to one.
   */
  readonly competition?: string;
}

/** The prices of one sport: every listed event of the competitions asked. */
export interface OddsBoard {
  readonly sport: string;
  /** The source's competition keys that were asked, in order. */
  readonly competitions: readonly string[];
  /** Competitions of the sport that are in season but were not asked (past the adapter's per-call cap). */
  readonly omitted: readonly string[];
  readonly events: readonly OddsEvent[];
}

/** One competition the source lists for a guidekit sport. */
export interface OddsCompetition {
  /** The source's key, e.g. `soccer_epl`. */
  readonly key: string;
  readonly title: string;
  /** In season now. */
  readonly active: boolean;
  /** Priced as outrights (futures) rather than as matches. */
  readonly hasOutrights: boolean;
}

/** A book the source covers. */
export interface Bookmaker {
  readonly key: string;
  readonly title: string;
  /** The regions that bring it. */
  readonly regions: readonly OddsRegion[];
}

/**
 * The `odds` port: events and bookmaker prices per sport and market, in The Odds API v4's shape (events, books,
 * markets, outcomes with price and point). A sport key guidekit does not know is a `GuidekitError` naming `sport` (a
 * 400); an event id the source does not list is one naming `eventId`. A source that is down, refuses the key or has
 * used up its quota is a `SourceUnavailableError` (a 503, never charged). Every request is noted in `call.trace`.
 */
export interface OddsSource {
  /** The competitions the source lists for a sport (does not count against the quota). */
  competitions(sport: string, call?: PortCall): Promise<readonly OddsCompetition[]>;
  /** Every listed event of the sport with its books' prices for the markets asked. */
  odds(request: OddsRequest, call?: PortCall): Promise<OddsBoard>;
  /** One event's prices. */
  eventOdds(request: EventOddsRequest, call?: PortCall): Promise<OddsEvent>;
  /** The books the source covers, in the regions asked (default all). */
  bookmakers(regions?: readonly OddsRegion[]): Promise<readonly Bookmaker[]>;
}
