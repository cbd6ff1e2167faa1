import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listFuturesContracts } from '../../../src/markets/instruments/listFuturesContracts.js';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';
import { assembleContinuousFutures, type LoadedContract } from '../../../src/markets/scans/assembleContinuousFutures.js';

// SYNTHETIC bars (not market data): each contract trades every weekday of a window at a constant level, so the
// expected series follows from the documented rule by hand.
const AS_OF = '2026-11-25';
const DAY = 86_400_000;
const weekdays = (from: string, to: string) => {
  const out: number[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) if (new Date(t).getUTCDay() % 6 !== 0) out.push(t);
  return out;
};
function flat(symbol: string, times: readonly number[], level: number): MarketBars {
  const fill = (x: number) => new Float64Array(times.length).fill(x);
  return { symbol, interval: '1d', currency: 'USD', times: Float64Array.from(times), open: fill(level), high: fill(level + 1), low: fill(level - 1), close: fill(level), volume: fill(1) };
}

const listing = listFuturesContracts('ES', { asOf: AS_OF });
if (listing.status !== 'listed') throw new Error('ES is listed');
const [esu, esz] = listing.contracts as [LoadedContract['contract'], LoadedContract['contract']];

describe('assembleContinuousFutures', () => {
  it('chains ESU26 into ESZ26 on 2026-09-10, adding the 10-point gap to every earlier bar', () => {
    const loaded = [
      { contract: esu, bars: flat('ESU26', weekdays('2026-03-02', '2026-09-18'), 6000) },
      { contract: esz, bars: flat('ESZ26', weekdays('2026-06-01', AS_OF), 6010) },
    ];
    const outcome = assembleContinuousFutures({ listing, loaded }, { asOf: AS_OF });
    expect(outcome).toMatchObject({ method: 'back_adjusted', contracts: ['ESU26', 'ESZ26'], cause: null });
    expect(outcome.rolls).toEqual([{ date: '2026-09-10', from: 'ESU26', to: 'ESZ26', referenceDate: '2026-09-09', fromClose: 6000, toClose: 6010, adjustment: 10 }]);
    expect([...outcome.bars!.close].every((c) => c === 6010)).toBe(true);
    expect(outcome.rules.map((r) => r.id)).toEqual(expect.arrayContaining(['markets.futures.contract_calendar', 'markets.futures.continuous', 'markets.scan.history']));
  });

  it('falls back, saying so, when the contracts give fewer daily bars than a call needs, or share no date before the roll', () => {
    const short = assembleContinuousFutures(
      { listing, loaded: [{ contract: esu, bars: flat('ESU26', weekdays('2026-08-03', '2026-09-18'), 6000) }, { contract: esz, bars: flat('ESZ26', weekdays('2026-09-01', '2026-10-15'), 6010) }] },
      { asOf: AS_OF },
    );
    // ESU26 to 2026-09-09 (28 weekdays from 2026-08-03) and ESZ26 from 2026-09-10 to 2026-10-15 (26): 54 < 100.
    expect(short).toMatchObject({ method: 'front_month', cause: 'too_short', bars: null });
    expect(short.reason).toEqual({ code: 'front_month_not_back_adjusted', message: 'ES: front month, not back-adjusted: the contracts give 54 daily bars, fewer than the 100 a call needs.' });
    const apart = assembleContinuousFutures(
      { listing, loaded: [{ contract: esu, bars: flat('ESU26', weekdays('2026-03-02', '2026-06-30'), 6000) }, { contract: esz, bars: flat('ESZ26', weekdays('2026-07-01', AS_OF), 6010) }] },
      { asOf: AS_OF },
    );
    expect(apart).toMatchObject({ method: 'front_month', cause: 'no_overlap' });
    expect(apart.reason.message).toMatch(/^ES: front month, not back-adjusted: ESZ26 shares no trading date with ESU26 before the roll on 2026-09-10\.$/);
  });

  it('never modifies its input, and always answers a series or the front month with a reason', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 150 }), fc.boolean(), (startU, lengthZ, missing) => {
        const u = flat('ESU26', weekdays('2026-03-02', '2026-09-18').slice(startU), 6000);
        const z = flat('ESZ26', weekdays('2026-06-01', AS_OF).slice(0, lengthZ), 6010);
        const loaded: LoadedContract[] = [{ contract: esu, bars: u }, { contract: esz, bars: missing ? null : z }];
        const before = JSON.stringify(loaded, (_, v) => (v instanceof Float64Array ? [...v] : v));
        const outcome = assembleContinuousFutures({ listing, loaded }, { asOf: AS_OF });
        expect(JSON.stringify(loaded, (_, v) => (v instanceof Float64Array ? [...v] : v))).toBe(before);
        if (outcome.method === 'back_adjusted') expect(outcome.bars!.times.length).toBeGreaterThanOrEqual(100);
        else expect(outcome.reason.message).toContain('front month, not back-adjusted');
      }),
      { numRuns: 60 },
    );
  });
});
