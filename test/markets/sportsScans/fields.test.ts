import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OddsEvent } from '../../../src/markets/ports/OddsSource.js';
import type { Racecard } from '../../../src/markets/ports/RacecardSource.js';
import { devigConsensus } from '../../../src/markets/sports/devigConsensus.js';
import { consensusFieldProbabilities } from '../../../src/markets/sportsScans/consensusFieldProbabilities.js';
import { fitPlackettLuceStrengths } from '../../../src/markets/sportsScans/fitPlackettLuceStrengths.js';
import { priceRacecard } from '../../../src/markets/sportsScans/priceRacecard.js';
import { scanF1Field } from '../../../src/markets/sportsScans/scanF1Field.js';
import { scanGolfOutrights } from '../../../src/markets/sportsScans/scanGolfOutrights.js';

const AS_OF = '2026-11-25';

describe('fitPlackettLuceStrengths', () => {
  it('reaches the Bradley–Terry maximum likelihood: A beating B in three of four meetings is three times as strong', () => {
    // Two competitors, four pairwise rankings: the MLE of γA/γB is wins ratio 3/1 (Zermelo); the prior is made negligible.
    const rankings = [['A', 'B'], ['A', 'B'], ['A', 'B'], ['B', 'A']].map((order) => ({ order, weight: 1 }));
    const fit = fitPlackettLuceStrengths(rankings, { priorWeight: 1e-9, iterations: 5000 });
    expect(fit.strengths.A! / fit.strengths.B!).toBeCloseTo(3, 4);
  });

  it('rates a competitor who always finishes ahead of another above him, whatever the order the races come in (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.shuffledSubarray(['C', 'D', 'E', 'F'], { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (orders) => {
        const withLeader = orders.map((o) => ({ order: ['L', ...o], weight: 1 }));
        const a = fitPlackettLuceStrengths(withLeader);
        const b = fitPlackettLuceStrengths([...withLeader].reverse());
        for (const k of ['C', 'D', 'E', 'F']) {
          expect(a.strengths.L!).toBeGreaterThan(a.strengths[k]!);
          expect(b.strengths[k]!).toBeCloseTo(a.strengths[k]!, 9);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('consensusFieldProbabilities', () => {
  it('de-vigs books pricing the whole field exactly as devigConsensus does', () => {
    const books = [
      { book: 'pinnacle', title: 'Pinnacle', odds: { a: 2.1, b: 3.6, c: 5.2 } },
      { book: 'bet365', title: 'Bet365', odds: { a: 2.0, b: 3.4, c: 5.0 } },
    ];
    const field = consensusFieldProbabilities(['a', 'b', 'c'], books, { asOf: AS_OF });
    const direct = devigConsensus([{ book: 'pinnacle', odds: [2.1, 3.6, 5.2] }, { book: 'bet365', odds: [2.0, 3.4, 5.0] }], { asOf: AS_OF });
    expect(field.method).toBe('shin');
    field.probabilities.forEach((p, i) => expect(p).toBeCloseTo(direct.probabilities![i]!, 14));
    expect(field.best).toEqual([{ price: 2.1, book: 'pinnacle', title: 'Pinnacle' }, { price: 3.6, book: 'pinnacle', title: 'Pinnacle' }, { price: 5.2, book: 'pinnacle', title: 'Pinnacle' }]);
  });

  it('recovers the fair field when books price different parts of it, each with its own proportional margin', () => {
    const fair = [0.3, 0.25, 0.2, 0.12, 0.08, 0.05];
    const keys = fair.map((_, i) => `p${i}`);
    // Book A prices runners 0–4 with an 8 % margin on them, book B runners 1–5 with 5 %.
    const book = (name: string, range: number[], margin: number) => ({ book: name, title: name, odds: Object.fromEntries(range.map((i) => [keys[i]!, 1 / (fair[i]! * (1 + margin))])) });
    const field = consensusFieldProbabilities(keys, [book('a', [0, 1, 2, 3, 4], 0.08), book('b', [1, 2, 3, 4, 5], 0.05)], { asOf: AS_OF });
    expect(field.method).toBe('proportional_partial');
    field.probabilities.forEach((p, i) => expect(p).toBeCloseTo(fair[i]!, 9));
    expect(field.books_per_runner).toEqual([1, 2, 2, 2, 2, 1]);
  });
});

describe('priceRacecard', () => {
  const runner = (number: number, prices: [string, number][], nonRunner = false) => ({ number, draw: null, horse: `H${number}`, age: 6, weightLbs: 150, jockey: null, trainer: null, officialRating: null, form: null, nonRunner, prices: prices.map(([bookmaker, decimal]) => ({ bookmaker, decimal, fractional: null })) });
  const card = (terms: { places: number; fraction: number } | null): Racecard => ({
    raceId: 'r',
    course: 'Ascot',
    country: 'GB',
    date: AS_OF,
    offTime: '2026-11-25T14:00:00+00:00',
    raceName: 'Test Chase',
    type: 'chase',
    handicap: false,
    raceClass: 2,
    distanceYards: 4400,
    distanceText: '2m4f',
    going: 'Soft',
    surface: 'turf',
    placeTerms: terms,
    runners: [
      runner(1, [['bet365', 2.5], ['williamhill', 2.6], ['sp', 9]]),
      runner(2, [['bet365', 4.0], ['williamhill', 3.8]]),
      runner(3, [['bet365', 5.0], ['williamhill', 5.5]]),
      runner(4, [['bet365', 7.0], ['williamhill', 6.5]]),
      runner(5, [['bet365', 12.0], ['williamhill', 13.0]]),
      runner(6, [['bet365', 3.0]], true),
    ],
  });

  it('prices places by Harville: P(first two) = p_i + Σ_j p_j·p_i/(1 − p_j), leaving out non-runners and starting prices', () => {
    const priced = priceRacecard(card({ places: 2, fraction: 0.25 }), { asOf: AS_OF });
    expect(priced.runners.map((r) => r.number).sort()).toEqual([1, 2, 3, 4, 5]);
    const p = Object.fromEntries(priced.runners.map((r) => [r.number, r.win_probability]));
    for (const r of priced.runners) {
      const i = r.number;
      const second = Object.keys(p).filter((j) => Number(j) !== i).reduce((s, j) => s + (p[j]! * p[i]!) / (1 - p[j]!), 0);
      expect(r.place_probability).toBeCloseTo(p[i]! + second, 12);
    }
    expect(priced.runners.find((r) => r.number === 1)!.best).toEqual({ price: 2.6, book: 'williamhill' });
    expect(priced.selection).not.toBeNull();
  });

  it('makes a win-only race a win bet with no place probability', () => {
    const priced = priceRacecard(card(null), { asOf: AS_OF });
    expect(priced.runners.every((r) => r.place_probability === null && r.each_way === null)).toBe(true);
    expect(priced.selection!.bet).toBe('win');
    expect(priced.selection!.ev).toBeCloseTo(priced.selection!.win_probability * priced.selection!.price - 1, 12);
  });
});

describe('scanF1Field', () => {
  const field = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({ driver_id: id, code: null, name: id.toUpperCase(), team_id: `t${Math.floor(i / 2)}`, team: `Team ${Math.floor(i / 2)}` }));
  const orders = [['a', 'b', 'c', 'd', 'e', 'f'], ['b', 'a', 'c', 'e', 'd', 'f'], ['a', 'c', 'b', 'd', 'f', 'e']];
  const scan = scanF1Field(
    { race: { season: 2026, round: 5, name: 'Test GP', date: '2026-11-29', circuit: 'X' }, field, races: orders.map((order, i) => ({ season: 2026, round: 4 - i, name: `R${4 - i}`, order })), qualifying: [] },
    { asOf: AS_OF },
  );

  it('gives win probabilities that sum to 1, podium ≥ win, top ten of a six-car field certain, and no pole without qualifying', () => {
    expect(scan.drivers.reduce((s, d) => s + d.win, 0)).toBeCloseTo(1, 12);
    for (const d of scan.drivers) {
      expect(d.podium).toBeGreaterThanOrEqual(d.win);
      expect(d.top6).toBeCloseTo(1, 12);
      expect(d.pole).toBeNull();
    }
    expect(scan.drivers[0]!.driver_id).toBe('a');
    expect(scan.constructors.reduce((s, c) => s + c.win, 0)).toBeCloseTo(1, 12);
    expect(scan.constructors.reduce((s, c) => s + c.podium_places, 0)).toBeCloseTo(3, 9);
  });

  it('prices team-mates head to head by Harville, p_a / (p_a + p_b)', () => {
    const win = Object.fromEntries(scan.drivers.map((d) => [d.driver_id, d.win]));
    for (const h of scan.head_to_head) expect(h.a_ahead).toBeCloseTo(win[h.a]! / (win[h.a]! + win[h.b]!), 12);
  });
});

describe('scanGolfOutrights', () => {
  it('prices the winner against the book and every other bet type at fair odds, with ordered probabilities', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Player ${i + 1}`);
    const fair = names.map((_, i) => 1 / (i + 2));
    const total = fair.reduce((s, x) => s + x, 0);
    const event: OddsEvent = {
      id: 'g',
      sport: 'golf',
      competition: 'golf_masters_tournament_winner',
      competitionTitle: 'Masters Tournament Winner',
      commenceTime: '2026-11-27T12:00:00Z',
      homeTeam: null,
      awayTeam: null,
      bookmakers: ['pinnacle', 'bet365'].map((key, k) => ({ key, title: key, lastUpdate: AS_OF, markets: [{ market: 'outrights', lastUpdate: null, outcomes: names.map((name, i) => ({ name, price: 1 / ((fair[i]! / total) * (1.1 + 0.05 * k)), point: null })) }] })),
    };
    const scan = scanGolfOutrights(event, { asOf: AS_OF });
    expect(scan.cut_rule).toBe('masters');
    expect(scan.players.reduce((s, p) => s + p.winner.probability, 0)).toBeCloseTo(1, 9);
    for (const p of scan.players) {
      expect(p.winner.book_price).not.toBeNull();
      expect(p.top10.book_price).toBeNull();
      expect(p.winner.probability).toBeLessThanOrEqual(p.top5.probability + 1e-9);
      expect(p.top5.probability).toBeLessThanOrEqual(p.top10.probability + 1e-9);
      expect(p.top10.probability).toBeLessThanOrEqual(p.top20.probability + 1e-9);
    }
    expect(scan.matchups).toHaveLength(5);
    expect(scan.values.length).toBeLessThanOrEqual(3);
  });
});
