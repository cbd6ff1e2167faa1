import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { moneySchema } from '../../../core/moneySchema.js';

/** A data-confidence tier as the specification grades sports. */
export const confidenceSchema = z.enum(['high', 'medium', 'limited']).describe('Data confidence for the sport as the service grades it: high (NFL, NBA, MLB, NHL, EPL, UCL, MMA), medium (AFL, NRL, rugby, cricket and sports not graded), limited (esports).');

/** What a pick saw and did not see, in words. */
export const evidenceShape = {
  saw: prose(z.array(z.string())).describe('What the pick saw: the books and de-vig method, the rating with its sample sizes, the confidence tier.'),
  not_seen: prose(z.array(z.string())).describe('What it did not see, and why (a rating not available, team news, later price moves).'),
};

/** An event of the odds source. */
export const oddsEventRefSchema = z
  .looseObject({
    id: z.string().describe('The odds source\'s event id.'),
    competition: z.string().describe('The source\'s competition key (e.g. soccer_epl).'),
    competition_title: z.string().describe('The competition\'s title.'),
    home_team: z.string().describe('Home side, as the books name it.'),
    away_team: z.string().describe('Away side.'),
    commence_time: z.string().describe('Scheduled start (ISO 8601, UTC).'),
  })
  .describe('The event.');

/** Where a fair probability came from. */
export const probabilitySourceSchema = z
  .looseObject({
    source: z.enum(['consensus', 'blend']).describe('`consensus`: the books\' de-vigged consensus alone; `blend`: the consensus tilted by a rating model.'),
    devig_method: z.string().describe('The de-vig method applied to every book (shin unless stated).'),
    books_used: z.number().describe('Books whose prices made the consensus.'),
    anchor_book: z.string().nullable().describe('The most heavily weighted book used.'),
    book_spread: z.number().nullable().describe('Largest gap between two books\' de-vigged probabilities of one outcome.'),
    model: z
      .looseObject({
        kind: z.enum(['dixon_coles', 'elo']).describe('The rating model.'),
        weight: z.number().describe('Its weight in the logarithmic pool with the consensus (set by the data-confidence tier).'),
        confidence: confidenceSchema.nullable(),
        matches_used: z.number().describe('Results the rating was fitted on.'),
      })
      .nullable()
      .describe('The rating model blended in; null when none was.'),
  })
  .describe('Where the fair probability came from.');

/** Kelly sizing of a bet. */
export const kellySchema = z
  .looseObject({
    full: z.number().describe('Full Kelly stake, share of bankroll (0 without an edge).'),
    fraction: z.number().describe('The share of Kelly advised (a quarter).'),
    stake: z.number().describe('Advised stake, share of bankroll.'),
  })
  .describe('Quarter-Kelly stake.');

/** One ranked sports pick. */
export const sportsPickSchema = z
  .looseObject({
    rank: z.number().describe('1 is the best expected value.'),
    event: oddsEventRefSchema,
    market: z.enum(['h2h', 'spreads', 'totals']).describe('The market.'),
    line: z.number().nullable().describe('Spreads: the home side\'s handicap; totals: the total; null for h2h.'),
    selection: z.string().describe('The selection as a bettor reads it (`Arsenal`, `Draw`, `Chelsea +1.5`, `Over 2.5`).'),
    outcome: z.string().describe('The outcome\'s name as the books write it.'),
    point: z.number().nullable().describe('The outcome\'s handicap or total; null for h2h.'),
    price: z.number().describe('The best decimal price across the books.'),
    book: z.string().describe('The book offering it (key).'),
    book_title: z.string().describe('The book\'s name.'),
    fair_probability: z.number().describe('The probability the price must beat.'),
    fair_odds: z.number().describe('1 / fair probability.'),
    consensus_probability: z.number().describe('The books\' de-vigged consensus.'),
    model_probability: z.number().nullable().describe('The rating model\'s probability; null without one.'),
    probability_source: probabilitySourceSchema,
    ev: z.number().describe('Expected profit per unit staked at the price: p·O − 1.'),
    edge: z.boolean().describe('True when EV > 0; false marks the nearest price to value, not a bet.'),
    kelly: kellySchema,
    confidence: confidenceSchema,
    explanation: prose(z.string()).describe('The pick in one sentence.'),
    ...evidenceShape,
  })
  .describe('One ranked pick.');

/** One priced line of a match. */
export const pricedLineSchema = z
  .looseObject({
    market: z.enum(['h2h', 'spreads', 'totals']).describe('The market.'),
    line: z.number().nullable().describe('Handicap (home side) or total; null for h2h.'),
    status: z.enum(['ok', 'thin', 'unknown']).describe('`thin`: too few books for a consensus; `unknown`: no book could be de-vigged.'),
    books_used: z.number().describe('Books in the consensus.'),
    source: z.enum(['consensus', 'blend']).describe('Where the fair probabilities came from.'),
    outcomes: z
      .array(
        z.looseObject({
          name: z.string().describe('Outcome.'),
          point: z.number().nullable().describe('Handicap or total.'),
          price: z.number().describe('Best price.'),
          book: z.string().describe('Book offering it.'),
          fair_probability: z.number().describe('Fair probability.'),
          ev: z.number().describe('EV per unit at the best price.'),
        }),
      )
      .describe('Each outcome at its best price.'),
  })
  .describe('One line priced.');

/** One F1 driver's outlook. */
const f1DriverSchema = z
  .looseObject({
    driver_id: z.string().describe('The source\'s driver id.'),
    code: z.string().nullable().describe('Three-letter code.'),
    name: z.string().describe('Driver.'),
    team_id: z.string().describe('The source\'s constructor id.'),
    team: z.string().describe('Team.'),
    strength: z.number().describe('Plackett–Luce strength (a reference car is 1).'),
    win: z.number().describe('Win probability.'),
    podium: z.number().describe('Top-three probability (Harville, exact).'),
    top6: z.number().describe('Top-six probability (seeded Plackett–Luce simulation).'),
    top10: z.number().describe('Points-finish (top ten) probability.'),
    pole: z.number().nullable().describe('Pole probability from the qualifying orders read; null without any.'),
    fair_odds_win: z.number().describe('1 / win probability.'),
    races_rated: z.number().describe('Races of the window the driver appears in.'),
  })
  .describe('One driver.');

/** The F1 field scan's members. */
export const f1ScanShape = {
  race: z
    .looseObject({ season: z.number().describe('Season.'), round: z.number().describe('Round.'), name: z.string().describe('Grand Prix.'), date: z.string().describe('Race day.'), circuit: z.string().describe('Circuit.') })
    .describe('The race scanned.'),
  basis: z.literal('results_rating').describe('No odds source prices F1: every probability comes from the results rating.'),
  drivers: z.array(f1DriverSchema).describe('The field, by win probability.'),
  constructors: z
    .array(z.looseObject({ team_id: z.string().describe('Constructor id.'), team: z.string().describe('Team.'), win: z.number().describe('P(one of its drivers wins).'), podium_places: z.number().describe('Expected podium places of its drivers.') }))
    .describe('Constructors by win probability.'),
  head_to_head: z
    .array(z.looseObject({ a: z.string().describe('Driver id.'), b: z.string().describe('Team-mate\'s id.'), team: z.string().describe('Team.'), a_ahead: z.number().describe('P(a finishes ahead of b).') }))
    .describe('Team-mates\' head-to-heads.'),
  rating: z
    .looseObject({
      races: z.array(z.looseObject({ season: z.number().describe('Season.'), round: z.number().describe('Round.'), name: z.string().describe('Grand Prix.'), weight: z.number().describe('Weight in the fit.') })).describe('Races read, most recent first.'),
      qualifying_sessions: z.number().describe('Qualifying sessions read.'),
      draws: z.number().describe('Simulated races.'),
      seed: z.number().describe('Seed of the simulation.'),
      max_standard_error: z.number().describe('Largest standard error of a simulated share.'),
    })
    .describe('What the rating was fitted on.'),
  ...evidenceShape,
  explanation: prose(z.string()).describe('The scan in one sentence.'),
};

/** A player of the FPL game as the answers show him. */
export const fplPlayerLineSchema = z
  .looseObject({
    id: z.string().describe('The game\'s player id.'),
    name: z.string().describe('The name the game shows.'),
    position: z.enum(['GK', 'DEF', 'MID', 'FWD']).describe('Position.'),
    club: z.string().describe('Club (short name).'),
    price: moneySchema.describe('Price in millions of pounds (the game\'s currency), exact.'),
    xp_next: z.number().describe('Expected points in the next gameweek.'),
    xp_horizon: z.number().describe('Expected points over the horizon.'),
    selected_by_pct: z.number().describe('Percent of managers owning him.'),
    status: z.string().describe('a available, d doubtful, i injured, s suspended, u unavailable, n not eligible.'),
  })
  .describe('A player.');

/** A racecard priced. */
export const racecardSchema = z
  .looseObject({
    race: z
      .looseObject({
        race_id: z.string().describe('The feed\'s race id.'),
        course: z.string().describe('Course.'),
        country: z.enum(['GB', 'IRE']).describe('Country.'),
        off_time: z.string().describe('Off time (ISO 8601).'),
        race_name: z.string().describe('Race.'),
        type: z.string().describe('flat, hurdle, chase or nh_flat.'),
        handicap: z.boolean().describe('A handicap.'),
        going: z.string().describe('Official going.'),
        distance: z.string().describe('Distance as printed.'),
        runners: z.number().describe('Declared runners less non-runners.'),
        place_terms: z.looseObject({ places: z.number().describe('Places paid.'), fraction: z.number().describe('Fraction of the win odds.') }).nullable().describe('Each-way terms; null for a win-only race.'),
      })
      .describe('The race.'),
    status: z.enum(['ok', 'thin', 'no_prices']).describe('`thin`: too few books for a consensus; `no_prices`: fewer than two priced runners.'),
    method: z.string().describe('De-vig method of the field consensus.'),
    books_used: z.number().describe('Books priced.'),
    runners: z
      .array(
        z.looseObject({
          number: z.number().describe('Saddle-cloth number.'),
          horse: z.string().describe('Horse.'),
          jockey: z.string().nullable().describe('Jockey.'),
          trainer: z.string().nullable().describe('Trainer.'),
          win_probability: z.number().describe('De-vigged win probability.'),
          place_probability: z.number().nullable().describe('Harville probability of a place; null for a win-only race.'),
          best: z.looseObject({ price: z.number().describe('Best decimal price.'), book: z.string().describe('Book.') }).nullable().describe('Best price; null when no book prices the runner.'),
          win_ev: z.number().nullable().describe('EV of a win bet per unit.'),
          each_way: z.looseObject({ place_odds: z.number().describe('Place odds.'), place_ev: z.number().describe('EV of the place half.'), ev: z.number().describe('EV per unit of the whole stake.') }).nullable().describe('Each-way value; null without terms.'),
          books: z.number().describe('Books pricing the runner.'),
        }),
      )
      .describe('Runners by win probability.'),
    selection: z
      .looseObject({
        number: z.number().describe('Saddle-cloth number.'),
        horse: z.string().describe('Horse.'),
        bet: z.enum(['win', 'each_way']).describe('The bet.'),
        price: z.number().describe('Best price.'),
        book: z.string().describe('Book.'),
        win_probability: z.number().describe('Win probability.'),
        place_probability: z.number().nullable().describe('Place probability.'),
        ev: z.number().describe('EV per unit of the whole stake.'),
        edge: z.boolean().describe('EV > 0; false marks the nearest to value, not a bet.'),
        kelly: z.looseObject({ win: z.number().describe('Quarter-Kelly stake on the win part.'), place: z.number().nullable().describe('On the place part of an each-way bet.') }).describe('Stakes, shares of bankroll.'),
      })
      .nullable()
      .describe('The runner and bet with the highest EV; null when the card could not be priced.'),
    ...evidenceShape,
    explanation: prose(z.string()).describe('The card in one sentence.'),
  })
  .describe('One racecard priced.');

/** One player's projected outlook. */
export const playerProjectionSchema = z
  .looseObject({
    player: z
      .looseObject({ id: z.string().describe('FPL id.'), name: z.string().describe('Name.'), position: z.enum(['GK', 'DEF', 'MID', 'FWD']).describe('Position.'), club: z.string().describe('Club.'), chance_of_playing: z.number().nullable().describe('Percent chance of playing; null when not in doubt.') })
      .describe('The player.'),
    sample: z
      .looseObject({
        matches: z.number().describe('Matches of his record read.'),
        with_minutes: z.number().describe('Of them, with minutes.'),
        minutes: z.number().describe('Minutes in them.'),
        first_round: z.number().nullable().describe('First gameweek read.'),
        last_round: z.number().nullable().describe('Last gameweek read.'),
        thin: z.boolean().describe('Too few matches with minutes: no spread or props.'),
      })
      .describe('The sample behind the projection.'),
    projection: z
      .looseObject({
        mean: z.number().describe('Expected FPL points in the gameweek.'),
        spread: z.number().nullable().describe('Standard deviation of his points in the window.'),
        floor: z.number().nullable().describe('25th percentile.'),
        ceiling: z.number().nullable().describe('85th percentile.'),
        expected_minutes: z.number().describe('Minutes expected per fixture.'),
        rate_per_90: z.number().describe('Points beyond appearance points per 90, shrunk to the position prior.'),
        form_weight: z.number().describe('Weight of his own rate against the prior.'),
      })
      .describe('The projection with its spread.'),
    props: z
      .looseObject({
        points: z.array(z.looseObject({ line: z.number().describe('Points line.'), over: z.number().describe('P(more).'), under: z.number().describe('P(fewer).') })).describe('Over/under on FPL points.'),
        anytime_goal: z.number().nullable().describe('P(at least one goal).'),
        two_plus_goals: z.number().nullable().describe('P(two or more).'),
        anytime_assist: z.number().nullable().describe('P(at least one assist).'),
      })
      .describe('Props as probabilities (no source prices player props, so these are fair probabilities).'),
    fantasy: z
      .looseObject({ scoring: z.literal('fpl').describe('Contest scoring: the FPL game\'s rules.'), projection: z.number().describe('Projected fantasy points.'), floor: z.number().nullable().describe('Floor.'), ceiling: z.number().nullable().describe('Ceiling.') })
      .describe('Fantasy points under the contest\'s scoring.'),
    ...evidenceShape,
  })
  .describe('A player\'s projected outlook.');

/** The gameweek an FPL answer is about. */
export const fplGameweekSchema = z
  .looseObject({ id: z.number().describe('Gameweek.'), name: z.string().describe('Its name.'), deadline: z.string().describe('Transfer deadline (ISO 8601).') })
  .describe('The next gameweek.');
