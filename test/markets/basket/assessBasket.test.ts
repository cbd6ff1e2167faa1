import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { assessBasket, type BasketConstituent } from '../../../src/markets/basket/assessBasket.js';
import { dailyBars, stepCloses, walkArb } from './_bars.js';

const AS_OF = '2026-11-20';
const member = (ticker: string, p0: number, p1: number, p2: number): BasketConstituent => ({ ticker, bars: dailyBars(ticker, stepCloses(p0, p1, p2), AS_OF) });
const std = (xs: number[]) => {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
};

function expectFieldError(fn: () => unknown, field: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(GuidekitError);
    expect((error as GuidekitError).field).toBe(field);
    expect((error as GuidekitError).message.startsWith('assessBasket:')).toBe(true);
    return;
  }
  throw new Error(`expected a GuidekitError on ${field}`);
}

// Worked example 1, by hand (equal weights, closes from stepCloses: 20-day return p2/p1 − 1, previous p1/p0 − 1):
//   A 80→100→110  r +10 %, prev +25 %, 50-day avg (800+3900+110)/50  = 96.20  → above
//   B 125→100→108 r  +8 %, prev −20 %, avg (1250+3900+108)/50 = 105.16 → above
//   C 100→100→106 r  +6 %, prev   0 %, avg (1000+3900+106)/50 = 100.12 → above
//   D 50→100→104  r  +4 %, prev +100 %, avg (500+3900+104)/50 = 90.08 → above
//   E 200→100→102 r  +2 %, prev −50 %, avg (2000+3900+102)/50 = 120.04 → below
//   F 100→100→99  r  −1 %, prev   0 %, avg (1000+3900+99)/50  = 99.98 → below
const BROAD = [member('A', 80, 100, 110), member('B', 125, 100, 108), member('C', 100, 100, 106), member('D', 50, 100, 104), member('E', 200, 100, 102), member('F', 100, 100, 99)];

describe('assessBasket', () => {
  it('reads a broad, strong basket and calls it long (worked example 1)', () => {
    const result = assessBasket(BROAD, { asOf: AS_OF });
    const r = [0.1, 0.08, 0.06, 0.04, 0.02, -0.01];
    expect(result.members.map((m) => m.ticker)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(result.members.map((m) => m.trend_average)).toEqual([96.2, 105.16, 100.12, 90.08, 120.04, 99.98].map((x) => expect.closeTo(x, 10)));
    expect(result.breadth.above_trend).toBeCloseTo(4 / 6, 12);
    expect(result.breadth.positive_return).toBeCloseTo(5 / 6, 12);
    expect(result.basket_return).toBeCloseTo(0.29 / 6, 12);
    // Population standard deviation of the six returns around their mean 0.048333…: √(0.0080833/6) = 0.036705.
    expect(result.dispersion).toBeCloseTo(std(r), 12);
    expect(result.dispersion).toBeCloseTo(0.036705, 5);
    // Own volatility of a name whose only move in the window is its last day is |ln(p2/p1)|; the average is 0.0499356.
    const ownVols = [1.1, 1.08, 1.06, 1.04, 1.02, 0.99].map((x) => Math.abs(Math.log(x)));
    expect(result.members.map((m) => m.own_volatility)).toEqual(ownVols.map((v) => expect.closeTo(v, 12)));
    expect(result.dispersion_ratio).toBeCloseTo(0.036705 / 0.0499356, 4);
    // Equal weights: HHI 6 × (1/6)² = 1/6, six effective names, the top three hold half.
    expect(result.concentration.weights_hhi).toBeCloseTo(1 / 6, 12);
    expect(result.concentration.weights_effective_n).toBeCloseTo(6, 12);
    expect(result.concentration.weights_top_share).toBeCloseTo(0.5, 12);
    // Contributions |r|/6: shares |r|/0.31; top three (0.10+0.08+0.06)/0.31 = 0.774; HHI 0.0221/0.0961 = 0.22997.
    expect(result.concentration.contributions_top_share).toBeCloseTo(0.24 / 0.31, 12);
    expect(result.concentration.contributions_hhi).toBeCloseTo(0.0221 / 0.0961, 12);
    // Six members: equal share 3/6, threshold 0.5 + 0.6 × 0.5 = 0.8.
    expect(result.concentration.contributions_top_threshold).toBeCloseTo(0.8, 12);
    // Ranks of r (A..F) 6,5,4,3,2,1; of prev 5,2,3.5,6,1,3.5 → cov 4, Σda² 17.5, Σdb² 17 → ρ = 4/√297.5 = 0.23191.
    expect(result.leadership.rank_correlation).toBeCloseTo(4 / Math.sqrt(17.5 * 17), 12);
    expect(result.leadership.rotating).toBe(false);
    expect(result.leadership.leaders).toEqual(['A', 'B', 'C']);
    expect(result.leadership.laggards).toEqual(['F', 'E', 'D']);
    expect(result.leadership.previous_leaders).toEqual(['D', 'A', 'C']);
    expect(result.regime).toBe('broad-strong');
    expect(result.call.signal).toBe('long');
    expect(result.call.reasons.map((x) => x.code)).toEqual(['broad_participation', 'rising', 'contained_dispersion', 'spread_contributions']);
    expect(result.weighting).toBe('equal');
    expect(result.excluded).toEqual([]);
  });

  it('calls a basket whose names moved apart dispersed, with no signal (worked example 2)', () => {
    // r = +30, −25, +20, −15, +10, −5 %: mean 2.5 %, population std √(0.22375/6) = 0.193111; own vols |ln(1+r)|
    // average 1.0414905/6 = 0.1735818; ratio 1.1125 ≥ 0.85. Top three |r| (0.30+0.25+0.20)/1.05 = 0.714 < 0.8.
    const basket = [member('P', 100, 100, 130), member('Q', 100, 100, 75), member('R', 100, 100, 120), member('S', 100, 100, 85), member('T', 100, 100, 110), member('U', 100, 100, 95)];
    const result = assessBasket(basket, { asOf: AS_OF });
    expect(result.dispersion).toBeCloseTo(Math.sqrt(0.22375 / 6), 12);
    expect(result.dispersion_ratio).toBeCloseTo(0.193111 / 0.1735818, 4);
    expect(result.concentration.contributions_top_share).toBeCloseTo(0.75 / 1.05, 12);
    expect(result.regime).toBe('dispersed');
    expect(result.call.signal).toBe('no_signal');
    expect(result.call.reasons.map((x) => x.code)).toEqual(['dispersed']);
  });

  it('weights by holdings and calls a basket carried by one name narrow-concentrated (worked example 3)', () => {
    // Holdings A 40 %, B–F 8 % each, G 20 % (no bars): members hold 80 %, renormalised A 0.5, others 0.1.
    // Contributions A 0.5×0.20 = 0.1, B 0.002, C −0.002, D 0.001, E −0.001, F 0: Σ|c| 0.106, top three 0.104/0.106.
    const basket = [member('A', 100, 100, 120), member('B', 100, 100, 102), member('C', 100, 100, 98), member('D', 100, 100, 101), member('E', 100, 100, 99), member('F', 100, 100, 100)];
    const holdings = [
      { ticker: 'A', name: 'A', weight: 0.4 },
      ...['B', 'C', 'D', 'E', 'F'].map((ticker) => ({ ticker, name: ticker, weight: 0.08 })),
      { ticker: 'G', name: 'G', weight: 0.2 },
    ];
    const result = assessBasket(basket, { asOf: AS_OF, holdings });
    expect(result.weighting).toBe('holdings');
    expect(result.weights_coverage).toBeCloseTo(0.8, 12);
    expect(result.members.map((m) => m.weight)).toEqual([0.5, 0.1, 0.1, 0.1, 0.1, 0.1].map((w) => expect.closeTo(w, 12)));
    expect(result.excluded).toEqual([{ ticker: 'G', reason: 'no_bars', bars: 0 }]);
    expect(result.basket_return).toBeCloseTo(0.1, 12);
    // HHI 0.25 + 5 × 0.01 = 0.30; top three weights 0.5 + 0.1 + 0.1.
    expect(result.concentration.weights_hhi).toBeCloseTo(0.3, 12);
    expect(result.concentration.weights_top_share).toBeCloseTo(0.7, 12);
    expect(result.concentration.contributions_top_share).toBeCloseTo(0.104 / 0.106, 12);
    expect(result.regime).toBe('narrow-concentrated');
    expect(result.call.signal).toBe('no_signal');
    expect(result.call.reasons[0]!.code).toBe('concentrated');
  });

  it('calls broad weakness short, outside the three regimes (worked example 4)', () => {
    // r = −10, −8, −6, −4, −2, +1 %: only the +1 % name is above its average (101 > 100.02) and positive: 1/6 each.
    const basket = [member('A', 100, 100, 90), member('B', 100, 100, 92), member('C', 100, 100, 94), member('D', 100, 100, 96), member('E', 100, 100, 98), member('F', 100, 100, 101)];
    const result = assessBasket(basket, { asOf: AS_OF });
    expect(result.breadth.above_trend).toBeCloseTo(1 / 6, 12);
    expect(result.breadth.positive_return).toBeCloseTo(1 / 6, 12);
    expect(result.basket_return).toBeCloseTo(-0.29 / 6, 12);
    expect(result.regime).toBeNull();
    expect(result.call.signal).toBe('short');
    expect(result.call.reasons.map((x) => x.code)).toEqual(['weak_participation', 'falling', 'contained_dispersion', 'spread_contributions']);
  });

  it('gives no signal with too few members, and says which names it left out and why', () => {
    const short = { ticker: 'NEW', bars: dailyBars('NEW', stepCloses(100, 100, 101, 30), AS_OF) };
    const stale = { ticker: 'OLD', bars: dailyBars('OLD', stepCloses(100, 100, 101), '2026-11-01') };
    const result = assessBasket([...BROAD.slice(0, 3), short, stale], { asOf: AS_OF });
    expect(result.excluded).toEqual([
      { ticker: 'NEW', reason: 'insufficient_history', bars: 30 },
      { ticker: 'OLD', reason: 'stale_bars', bars: 60 },
    ]);
    expect(result.members).toHaveLength(3);
    expect(result.regime).toBeNull();
    expect(result.call).toMatchObject({ signal: 'no_signal', reasons: [{ code: 'too_few_members', value: 3, threshold: 5 }] });
  });

  it('flags rotating leadership when this window ranks names against the previous one', () => {
    // Last window's winners lose and its losers win: the rank correlation is −1.
    const basket = [member('A', 50, 100, 95), member('B', 80, 100, 97), member('C', 90, 100, 99), member('D', 110, 100, 103), member('E', 130, 100, 106), member('F', 150, 100, 110)];
    const result = assessBasket(basket, { asOf: AS_OF });
    expect(result.leadership.rank_correlation).toBeCloseTo(-1, 12);
    expect(result.leadership.rotating).toBe(true);
    expect(result.call.reasons.at(-1)!.code).toBe('leadership_rotating');
  });

  it('ignores bars dated after asOf', () => {
    const later = BROAD.map((c) => ({ ticker: c.ticker, bars: dailyBars(c.ticker, [...Array.from(c.bars.close), 500, 1], '2026-11-22') }));
    expect(assessBasket(later, { asOf: AS_OF })).toEqual(assessBasket(BROAD, { asOf: AS_OF }));
  });

  const basketArb = fc
    .uniqueArray(fc.constantFrom('AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH', 'III', 'JJJ'), { minLength: 1, maxLength: 10 })
    .chain((tickers) =>
      fc.tuple(
        fc.constant(tickers),
        fc.array(walkArb({ min: 30, max: 90 }), { minLength: tickers.length, maxLength: tickers.length }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true, noDefaultInfinity: true }), { minLength: tickers.length, maxLength: tickers.length }),
      ),
    )
    .map(([tickers, walks, weights]) => ({
      constituents: tickers.map((ticker, i) => ({ ticker, bars: dailyBars(ticker, walks[i]!, AS_OF) })),
      holdings: tickers.map((ticker, i) => ({ ticker, name: ticker, weight: weights[i]! + 0.01 })),
    }));

  it('keeps breadth in [0, 1], dispersion and its ratio ≥ 0, weights summing to 1 and HHI in [1/n, 1] (property)', () => {
    fc.assert(
      fc.property(basketArb, fc.boolean(), ({ constituents, holdings }, weighted) => {
        const result = assessBasket(constituents, { asOf: AS_OF, ...(weighted ? { holdings } : {}) });
        const n = result.members.length;
        expect(n + result.excluded.length).toBe(constituents.length);
        if (n === 0) return;
        for (const share of [result.breadth.above_trend!, result.breadth.positive_return!]) {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(1);
        }
        expect(result.dispersion!).toBeGreaterThanOrEqual(0);
        if (result.dispersion_ratio !== null) expect(result.dispersion_ratio).toBeGreaterThanOrEqual(0);
        expect(result.members.reduce((s, m) => s + m.weight, 0)).toBeCloseTo(1, 9);
        expect(result.concentration.weights_hhi!).toBeGreaterThanOrEqual(1 / n - 1e-12);
        expect(result.concentration.weights_hhi!).toBeLessThanOrEqual(1 + 1e-12);
        if (result.leadership.rank_correlation !== null) expect(Math.abs(result.leadership.rank_correlation)).toBeLessThanOrEqual(1);
        expect(['long', 'short', 'no_signal']).toContain(result.call.signal);
        expect(result.call.reasons.length).toBeGreaterThan(0);
      }),
    );
  });

  it('gives the same answer whatever the order of the constituents (property)', () => {
    fc.assert(
      fc.property(
        basketArb.chain((b) => fc.tuple(fc.constant(b), fc.shuffledSubarray(b.constituents, { minLength: b.constituents.length, maxLength: b.constituents.length }))),
        fc.boolean(),
        ([{ constituents, holdings }, shuffled], weighted) => {
          const opts = { asOf: AS_OF, ...(weighted ? { holdings } : {}) };
          expect(assessBasket(shuffled, opts)).toEqual(assessBasket(constituents, opts));
        },
      ),
    );
  });

  it('never modifies its inputs', () => {
    fc.assert(
      fc.property(basketArb, ({ constituents, holdings }) => {
        const copy = structuredClone({ constituents, holdings });
        assessBasket(constituents, { asOf: AS_OF, holdings });
        expect({ constituents, holdings }).toEqual(copy);
      }),
      { numRuns: 30 },
    );
  });

  it('cites its rules as guidekit\'s own, unverified', () => {
    const result = assessBasket(BROAD, { asOf: AS_OF });
    expect(result.rules_applied.map((r) => r.id)).toEqual(['markets.basket.windows', 'markets.basket.membership', 'markets.basket.regime_thresholds', 'markets.basket.leadership']);
    expect(result.unverified_rules).toHaveLength(4);
  });

  it('writes its reasons in Spanish when asked', () => {
    expect(assessBasket(BROAD, { asOf: AS_OF, lang: 'es' }).call.reasons[0]!.text).toContain('de los componentes está por encima de su media de 50 días');
  });

  it('rejects bad arguments, naming the field', () => {
    expectFieldError(() => assessBasket([], { asOf: AS_OF }), 'constituents');
    expectFieldError(() => assessBasket(BROAD, { asOf: '2026-13-01' }), 'asOf');
    expectFieldError(() => assessBasket([BROAD[0]!, { ...BROAD[1]!, ticker: 'a' }], { asOf: AS_OF }), 'constituents[1].ticker');
    expectFieldError(() => assessBasket([{ ticker: 'X', bars: { ...BROAD[0]!.bars, interval: '1h' } }], { asOf: AS_OF }), 'constituents[0].bars.interval');
    const bad = Float64Array.from(BROAD[0]!.bars.close);
    bad[3] = -1;
    expectFieldError(() => assessBasket([{ ticker: 'X', bars: { ...BROAD[0]!.bars, close: bad } }], { asOf: AS_OF }), 'constituents[0].bars.close[3]');
    expectFieldError(() => assessBasket(BROAD, { asOf: AS_OF, holdings: [{ ticker: 'A', name: 'A', weight: 1 }] }), 'constituents[1].ticker');
    expectFieldError(() => assessBasket(BROAD.slice(0, 1), { asOf: AS_OF, holdings: [{ ticker: 'A', name: 'A', weight: -1 }] }), 'options.holdings[0].weight');
  });
});
