import { describe, expect, it } from 'vitest';
import type { OddsEvent } from '../../../src/markets/ports/OddsSource.js';
import { devigShin } from '../../../src/markets/sports/devigShin.js';
import { priceEventLine } from '../../../src/markets/sportsScans/priceEventLine.js';
import { rankLinePicks } from '../../../src/markets/sportsScans/rankLinePicks.js';
import { readEventLines } from '../../../src/markets/sportsScans/readEventLines.js';

const AS_OF = '2026-11-25';

const event: OddsEvent = {
  id: 'x',
  sport: 'epl',
  competition: 'soccer_epl',
  competitionTitle: 'EPL',
  commenceTime: '2026-11-28T15:00:00Z',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  bookmakers: [
    {
      key: 'pinnacle',
      title: 'Pinnacle',
      lastUpdate: '2026-11-25T08:00:00Z',
      markets: [
        { market: 'h2h', lastUpdate: null, outcomes: [{ name: 'Chelsea', price: 4.2, point: null }, { name: 'Arsenal', price: 1.9, point: null }, { name: 'Draw', price: 3.7, point: null }] },
        { market: 'spreads', lastUpdate: null, outcomes: [{ name: 'Arsenal', price: 1.95, point: -0.5 }, { name: 'Chelsea', price: 1.95, point: 0.5 }, { name: 'Arsenal', price: 2.6, point: -1.5 }, { name: 'Chelsea', price: 1.5, point: 1.5 }] },
        { market: 'totals', lastUpdate: null, outcomes: [{ name: 'Over', price: 1.9, point: 2.5 }, { name: 'Under', price: 1.98, point: 2.5 }] },
      ],
    },
    {
      key: 'betfair_ex_uk',
      title: 'Betfair',
      lastUpdate: '2026-11-25T08:01:00Z',
      markets: [
        { market: 'h2h', lastUpdate: null, outcomes: [{ name: 'Arsenal', price: 1.93, point: null }, { name: 'Chelsea', price: 4.3, point: null }, { name: 'Draw', price: 3.75, point: null }] },
        { market: 'h2h_lay', lastUpdate: null, outcomes: [{ name: 'Arsenal', price: 1.95, point: null }, { name: 'Chelsea', price: 4.4, point: null }, { name: 'Draw', price: 3.85, point: null }] },
      ],
    },
    {
      key: 'williamhill',
      title: 'William Hill',
      lastUpdate: '2026-11-25T07:50:00Z',
      markets: [
        { market: 'h2h', lastUpdate: null, outcomes: [{ name: 'Arsenal', price: 1.85, point: null }, { name: 'Chelsea', price: 4.0, point: null }, { name: 'Draw', price: 3.6, point: null }] },
        { market: 'totals', lastUpdate: null, outcomes: [{ name: 'Over', price: 1.83 , point: 2.5 }] },
      ],
    },
  ],
};

describe('readEventLines', () => {
  it('orders each book\'s outcomes home, away, draw; pairs spreads by the home handicap; reads no lay prices', () => {
    const lines = readEventLines(event, { asOf: AS_OF });
    expect(lines.map((l) => `${l.market}:${l.line}`)).toEqual(['h2h:null', 'spreads:-1.5', 'spreads:-0.5', 'totals:2.5']);
    expect(lines[0]!.books.map((b) => [b.book, b.odds])).toEqual([
      ['pinnacle', [1.9, 4.2, 3.7]],
      ['betfair_ex_uk', [1.93, 4.3, 3.75]],
      ['williamhill', [1.85, 4.0, 3.6]],
    ]);
    expect(lines[2]!.outcomes).toEqual([{ name: 'Arsenal', point: -0.5 }, { name: 'Chelsea', point: 0.5 }]);
    // William Hill priced Over without Under: left out of the total, counted.
    expect(lines[3]!.books.map((b) => b.book)).toEqual(['pinnacle']);
    expect(lines[3]!.partial_books).toBe(1);
  });
});

describe('priceEventLine', () => {
  const [moneyline, , , total] = readEventLines(event, { asOf: AS_OF });

  it('takes the weighted mean of each book\'s Shin probabilities (Pinnacle and the exchange 3, others 1) and prices the best odds', () => {
    const priced = priceEventLine(moneyline!, { asOf: AS_OF, sport: 'epl' });
    const shin = [devigShin([1.9, 4.2, 3.7]).probabilities, devigShin([1.93, 4.3, 3.75]).probabilities, devigShin([1.85, 4.0, 3.6]).probabilities];
    const weights = [3, 3, 1];
    const expected = [0, 1, 2].map((k) => shin.reduce((s, p, b) => s + weights[b]! * p[k]!, 0) / 7);
    priced.outcomes.forEach((o, k) => {
      expect(o.consensus_probability).toBeCloseTo(expected[k]!, 12);
      expect(o.fair_probability).toBe(o.consensus_probability);
    });
    expect(priced.outcomes.map((o) => o.best)).toEqual([
      { price: 1.93, book: 'betfair_ex_uk', title: 'Betfair' },
      { price: 4.3, book: 'betfair_ex_uk', title: 'Betfair' },
      { price: 3.75, book: 'betfair_ex_uk', title: 'Betfair' },
    ]);
    for (const o of priced.outcomes) expect(o.ev).toBeCloseTo(o.fair_probability * o.best.price - 1, 12);
    expect(priced.source).toBe('consensus');
    expect(priced.books_used).toBe(3);
  });

  it('blends a model in with the tier weight (EPL was high: 0.3 before 2026-11-25) and moves the fair probability toward it', () => {
    const before = '2026-11-24';
    const base = priceEventLine(moneyline!, { asOf: before, sport: 'epl' });
    const blended = priceEventLine(moneyline!, { asOf: before, sport: 'epl', model: { kind: 'dixon_coles', probabilities: [0.6, 0.18, 0.22], matches_used: 500 } });
    expect(blended.source).toBe('blend');
    expect(blended.model).toMatchObject({ weight: 0.3, confidence: 'high', matches_used: 500 });
    expect(blended.outcomes[0]!.fair_probability).toBeGreaterThan(base.outcomes[0]!.fair_probability);
    expect(blended.outcomes.reduce((s, o) => s + o.fair_probability, 0)).toBeCloseTo(1, 12);
  });

  it('calls a line one book prices thin: no consensus, nothing to pick', () => {
    const thin = priceEventLine(total!, { asOf: AS_OF, sport: 'epl' });
    expect(thin.status).toBe('thin');
    expect(thin.outcomes).toEqual([]);
  });
});

describe('rankLinePicks', () => {
  it('ranks by EV, one outcome per line, and with positiveOnly drops lines without an edge', () => {
    const lines = readEventLines(event, { asOf: AS_OF }).map((l) => ({ event: 'x', line: priceEventLine(l, { asOf: AS_OF, sport: 'epl' }) }));
    const all = rankLinePicks(lines, { count: 3 });
    expect(all.map((p) => p.rank)).toEqual([1]);
    const evs = all.map((p) => p.outcome.ev);
    expect([...evs].sort((a, b) => b - a)).toEqual(evs);
    const positive = rankLinePicks(lines, { count: 3, positiveOnly: true });
    expect(positive.every((p) => p.outcome.ev > 0 && p.edge)).toBe(true);
  });
});
