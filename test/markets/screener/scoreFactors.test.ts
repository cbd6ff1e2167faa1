import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { requireRule } from '../../../src/core/requireRule.js';
import { SCREENER_FACTOR_WEIGHTS } from '../../../src/markets/rules/screenerFactors.js';
import { scoreFactors, type CompanyFacts, type ScreenerTicker, type TickerScore } from '../../../src/markets/screener/scoreFactors.js';
import { dailyBars, walkArb } from '../basket/_bars.js';
import { loadGoog } from '../indicators/_harness.js';

const AS_OF = '2026-11-20';
const WEIGHTS = requireRule(SCREENER_FACTOR_WEIGHTS, AS_OF).value;

/**
 * 260 closes worked by hand: P0 up to 250 bars before the last, 100 after, and over the last 60 returns an alternation
 * 100, 100·e^ℓ, 100, … ending on 100. So momentum 12-1 (close 20 bars back ÷ close 250 bars back − 1) is 100/P0 − 1,
 * the 60 log returns are ±ℓ (sample standard deviation ℓ·√(60/59), annualised × √252), and the 200-day average is
 * 100·(170 + 30·e^ℓ)/200, so trend = 200/(170 + 30·e^ℓ) − 1.
 */
function factorCloses(p0: number, l: number, length = 260): number[] {
  const last = length - 1;
  return Array.from({ length }, (_, k) => {
    if (k <= last - 250) return p0;
    if (k < last - 60) return 100;
    return (k - (last - 60)) % 2 === 0 ? 100 : 100 * Math.exp(l);
  });
}

/** Fiscal-2025 facts: shares 1,000,000 at a price of 100, so earnings yield = NI / 1e8; assets 1e8, so GP/A = GP / 1e8. */
function facts(earningsYield: number, grossProfitability: number): CompanyFacts {
  const at = { end: '2025-12-31', filed: '2026-02-20' };
  return {
    netIncomeLoss: [{ value: earningsYield * 1e8, ...at }],
    sharesOutstanding: [{ value: 1e6, ...at }],
    grossProfit: [{ value: grossProfitability * 1e8, ...at }],
    assets: [{ value: 1e8, ...at }],
  };
}

/** An index of 300 closes drifting by `drift` a day, alternating ±amp/2 around the drift line (amp switches at bar `switchAt`). */
function indexCloses(drift: number, ampBefore: number, ampAfter: number, switchAt = 279, length = 300): number[] {
  return Array.from({ length }, (_, k) => Math.exp(drift * k + ((k % 2 === 0 ? 0.5 : -0.5) * (k >= switchAt ? ampAfter : ampBefore))) * 100);
}
const CALM_UPTREND = dailyBars('SPX', indexCloses(0.003, 0.03, 0.004), AS_OF);

const zscores = (xs: number[]) => {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
  return xs.map((x) => (x - m) / sd);
};

// Worked example: six tickers, five with facts.
const P0 = { U: 80, V: 90, W: 100, X: 110, Y: 125, Z: 95 } as const;
const ELL = { U: 0.01, V: 0.02, W: 0.005, X: 0.015, Y: 0.03, Z: 0.012 } as const;
const EY = { U: 0.05, V: 0.08, W: 0.02, X: -0.01, Y: 0.06 } as const;
const GPA = { U: 0.3, V: 0.5, W: 0.2, X: 0.4, Y: 0.1 } as const;
const TICKERS = ['U', 'V', 'W', 'X', 'Y', 'Z'] as const;
const UNIVERSE: ScreenerTicker[] = TICKERS.map((t) => ({
  ticker: t,
  bars: dailyBars(t, factorCloses(P0[t], ELL[t]), AS_OF),
  ...(t === 'Z' ? {} : { facts: facts(EY[t], GPA[t]) }),
}));

function expectFieldError(fn: () => unknown, field: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(GuidekitError);
    expect((error as GuidekitError).field).toBe(field);
    expect((error as GuidekitError).message.startsWith('scoreFactors:')).toBe(true);
    return;
  }
  throw new Error(`expected a GuidekitError on ${field}`);
}

const byTicker = (ranking: readonly TickerScore[], t: string) => ranking.find((r) => r.ticker === t)!;

describe('scoreFactors', () => {
  it('scores and ranks the worked example and calls the top ticker long', () => {
    const result = scoreFactors(UNIVERSE, { asOf: AS_OF, index: CALM_UPTREND });
    const mom = TICKERS.map((t) => 100 / P0[t] - 1);
    const vol = TICKERS.map((t) => ELL[t] * Math.sqrt(60 / 59) * Math.sqrt(252));
    const trend = TICKERS.map((t) => 200 / (170 + 30 * Math.exp(ELL[t])) - 1);
    const withFacts = ['U', 'V', 'W', 'X', 'Y'] as const;
    const zm = zscores(mom);
    const zv = zscores(vol.map((v) => -v));
    const zt = zscores(trend);
    const ze = zscores(withFacts.map((t) => EY[t]));
    const zq = zscores(withFacts.map((t) => GPA[t]));
    TICKERS.forEach((t, k) => {
      const row = byTicker(result.ranking, t);
      const f = Object.fromEntries(row.factors.map((x) => [x.factor, x]));
      expect(f.momentum!.value).toBeCloseTo(mom[k]!, 12);
      expect(f.low_volatility!.value).toBeCloseTo(vol[k]!, 12);
      expect(f.trend!.value).toBeCloseTo(trend[k]!, 12);
      expect(f.momentum!.z).toBeCloseTo(zm[k]!, 9);
      expect(f.low_volatility!.z).toBeCloseTo(zv[k]!, 9);
      expect(f.trend!.z).toBeCloseTo(zt[k]!, 9);
      if (t !== 'Z') {
        const j = withFacts.indexOf(t);
        expect(f.value!.value).toBeCloseTo(EY[t], 12);
        expect(f.quality!.value).toBeCloseTo(GPA[t], 12);
        expect(f.value!.z).toBeCloseTo(ze[j]!, 9);
        expect(f.quality!.z).toBeCloseTo(zq[j]!, 9);
      }
    });
    // Composites: U 0.7946, V 0.3585, Z 0.3349 (price factors only, weights 0.3/0.2/0.2 over 0.7), W 0.2725,
    // X −0.3469, Y −1.3132. Scoring Z's missing value and quality as 0 would have put it at 0.2345, below W.
    expect(result.ranking.map((r) => r.ticker)).toEqual(['U', 'V', 'Z', 'W', 'X', 'Y']);
    expect(byTicker(result.ranking, 'U').composite).toBeCloseTo(0.7946, 4);
    expect(byTicker(result.ranking, 'Z').composite).toBeCloseTo(0.3349, 4);
    expect(result.regime.state).toBe('risk_on');
    expect(result.call.signal).toBe('long');
    if (result.call.signal !== 'long') return;
    expect(result.call.ticker).toBe('U');
    expect(result.call.factors.map((f) => f.factor)).toEqual(['momentum', 'low_volatility', 'trend', 'value', 'quality']);
    expect(result.call.factors.map((f) => f.weight)).toEqual([WEIGHTS.momentum, WEIGHTS.low_volatility, WEIGHTS.trend, WEIGHTS.value, WEIGHTS.quality]);
    expect(result.call.not_used).toEqual([]);
    expect(byTicker(result.ranking, 'U').facts_used.map((f) => f.concept)).toEqual(['NetIncomeLoss', 'EntityCommonStockSharesOutstanding', 'GrossProfit', 'Assets']);
  });

  it('lists missing value and quality as not used, never as zero, and renormalises the weights', () => {
    const z = byTicker(scoreFactors(UNIVERSE, { asOf: AS_OF, index: CALM_UPTREND }).ranking, 'Z');
    expect(z.not_used).toEqual([
      { factor: 'value', reason: 'missing_fact' },
      { factor: 'quality', reason: 'missing_fact' },
    ]);
    expect(z.factors.map((f) => f.factor)).toEqual(['momentum', 'low_volatility', 'trend']);
    const priceWeight = WEIGHTS.momentum + WEIGHTS.low_volatility + WEIGHTS.trend;
    expect(z.weight_coverage).toBeCloseTo(priceWeight, 12);
    expect(z.factors.map((f) => f.weight)).toEqual([WEIGHTS.momentum, WEIGHTS.low_volatility, WEIGHTS.trend].map((w) => expect.closeTo(w / priceWeight, 12)));
    expect(z.composite).toBeCloseTo(z.factors.reduce((s, f) => s + f.nominal_weight * f.z, 0) / priceWeight, 12);
  });

  it('says why a fact was not used: not yet filed, stale, no filing date yet within the lag, other currency, zero shares', () => {
    const base = facts(0.05, 0.3);
    const cases: [string, Partial<ScreenerTicker>, string, string][] = [
      ['filed after asOf', { facts: { ...base, netIncomeLoss: [{ value: 5e6, end: '2026-09-30', filed: '2026-11-21' }] } }, 'value', 'not_yet_filed'],
      ['period end 23 months back', { facts: { ...base, grossProfit: [{ value: 3e7, end: '2024-12-31', filed: '2025-02-20' }] } }, 'quality', 'stale_fact'],
      // No filing date: known 90 days after 2026-09-30, i.e. 2026-12-29, after asOf.
      ['no filing date, within the lag', { facts: { ...base, assets: [{ value: 1e8, end: '2026-09-30' }] } }, 'quality', 'not_yet_filed'],
      ['prices in another currency', { bars: { ...dailyBars('U', factorCloses(80, 0.01), AS_OF), currency: 'EUR' } }, 'value', 'currency_mismatch'],
      ['zero shares', { facts: { ...base, sharesOutstanding: [{ value: 0, end: '2025-12-31', filed: '2026-02-20' }] } }, 'value', 'invalid_denominator'],
    ];
    for (const [what, change, factor, reason] of cases) {
      const universe = UNIVERSE.map((u) => (u.ticker === 'U' ? { ...u, ...change } : u));
      const u = byTicker(scoreFactors(universe, { asOf: AS_OF, index: CALM_UPTREND }).ranking, 'U');
      expect(u.not_used, what).toContainEqual({ factor, reason });
    }
    // Without a filing date a fact counts 90 days after its period end: a fiscal year ended 2026-06-30 is usable.
    const early = UNIVERSE.map((u) => (u.ticker === 'U' ? { ...u, facts: { ...base, assets: [{ value: 1e8, end: '2026-06-30' }] } } : u));
    expect(byTicker(scoreFactors(early, { asOf: AS_OF, index: CALM_UPTREND }).ranking, 'U').not_used).toEqual([]);
    // Among facts known on asOf the latest period wins.
    const two = UNIVERSE.map((u) =>
      u.ticker === 'U' ? { ...u, facts: { ...base, netIncomeLoss: [{ value: 5e6, end: '2025-12-31', filed: '2026-02-20' }, { value: 9e6, end: '2024-12-31', filed: '2025-02-20' }] } } : u,
    );
    expect(byTicker(scoreFactors(two, { asOf: AS_OF, index: CALM_UPTREND }).ranking, 'U').factors.find((f) => f.factor === 'value')!.value).toBeCloseTo(0.05, 12);
  });

  it('leaves a factor out for everyone when fewer than five tickers have it', () => {
    const universe = UNIVERSE.map((u) => (u.ticker === 'V' || u.ticker === 'W' ? { ticker: u.ticker, bars: u.bars } : u));
    const result = scoreFactors(universe, { asOf: AS_OF, index: CALM_UPTREND });
    expect(result.factors.find((f) => f.factor === 'value')).toMatchObject({ observations: 3, used: false, reason: 'too_few_observations' });
    expect(byTicker(result.ranking, 'U').not_used).toContainEqual({ factor: 'value', reason: 'too_few_observations' });
  });

  it('reads the regime from the index: calm uptrend risk-on, volatility stress or a downtrend risk-off, short history unknown', () => {
    // Calm uptrend: the last 20 returns are 0.003 ± 0.004, so the 20-day volatility is 0.004·√(20/19)·√252, the lowest
    // reading of the year (percentile 0.5/252).
    const calm = scoreFactors(UNIVERSE, { asOf: AS_OF, index: CALM_UPTREND }).regime;
    expect(calm.volatility).toBeCloseTo(0.004 * Math.sqrt(20 / 19) * Math.sqrt(252), 9);
    expect(calm.volatility_percentile).toBeCloseTo(0.5 / 252, 12);
    expect(calm.below_trend).toBe(false);
    // The same uptrend with the swings growing at the end: the highest reading of the year (251.5/252).
    const stressed = scoreFactors(UNIVERSE, { asOf: AS_OF, index: dailyBars('SPX', indexCloses(0.003, 0.004, 0.03), AS_OF) });
    expect(stressed.regime.volatility_percentile).toBeCloseTo(251.5 / 252, 12);
    expect(stressed.regime.state).toBe('risk_off');
    expect(stressed.call).toMatchObject({ signal: 'no_signal' });
    expect(stressed.call.reasons.map((r) => r.code)).toEqual(['above_trend', 'volatility_stress']);
    // The ranking is still given next to a no_signal.
    expect(stressed.ranking[0]!.ticker).toBe('U');
    const falling = scoreFactors(UNIVERSE, { asOf: AS_OF, index: dailyBars('SPX', indexCloses(-0.003, 0.03, 0.004), AS_OF) });
    expect(falling.regime.below_trend).toBe(true);
    expect(falling.call.reasons.map((r) => r.code)).toEqual(['below_trend', 'calm_volatility']);
    const short = scoreFactors(UNIVERSE, { asOf: AS_OF, index: dailyBars('SPX', indexCloses(0.003, 0.03, 0.004).slice(-100), AS_OF) });
    expect(short.regime.state).toBe('unknown');
    expect(short.call).toMatchObject({ signal: 'no_signal', reasons: [{ code: 'regime_unknown' }] });
  });

  it('computes momentum on a real series as close 20 bars back over close 250 bars back (GOOG)', () => {
    const goog = loadGoog();
    const last = goog.date.length - 1;
    const peers = TICKERS.map((t) => ({ ticker: t, bars: dailyBars(t, factorCloses(P0[t], ELL[t]), goog.date[last]!) }));
    const universe = [{ ticker: 'GOOG', bars: dailyBars('GOOG', goog.close, goog.date[last]!) }, ...peers];
    const row = byTicker(scoreFactors(universe, { asOf: goog.date[last]!, index: dailyBars('SPX', indexCloses(0.003, 0.03, 0.004), goog.date[last]!) }).ranking, 'GOOG');
    // GOOG.csv: close[2147] is 2013-03-01; close[2127] and close[1897] are 20 and 250 bars back.
    expect(row.factors.find((f) => f.factor === 'momentum')!.value).toBeCloseTo(goog.close[last - 20]! / goog.close[last - 250]! - 1, 12);
  });

  // Universes of random walks with random fundamentals, plus TOP built from one of them to beat it on every factor:
  // a steadier walk (half the log moves) with an extra drift, and better earnings yield and gross profitability.
  const universeArb = fc
    .tuple(
      fc.uniqueArray(fc.constantFrom('AA', 'BB', 'CC', 'DD', 'EE', 'FF', 'GG', 'HH', 'II', 'JJ', 'KK', 'LL'), { minLength: 5, maxLength: 12 }),
      fc.array(fc.tuple(walkArb({ min: 255, max: 270 }, 0.04), fc.double({ min: -0.1, max: 0.2, noNaN: true }), fc.double({ min: 0, max: 0.8, noNaN: true }), fc.boolean()), {
        minLength: 12,
        maxLength: 12,
      }),
    )
    .map(([tickers, specs]) => {
      const universe: ScreenerTicker[] = tickers.map((t, k) => {
        const [walk, ey, gpa, hasFacts] = specs[k]!;
        const price = walk[walk.length - 1]!;
        return { ticker: t, bars: dailyBars(t, walk, AS_OF), ...(hasFacts || k === 0 ? { facts: factsAt(ey, gpa, price) } : {}) };
      });
      const [walk, ey, gpa] = specs[0]!;
      const top = walk.map((c, k) => Math.sqrt(c) * Math.exp(0.004 * k));
      universe.push({ ticker: 'TOP', bars: dailyBars('TOP', top, AS_OF), facts: factsAt(ey + 0.05, gpa + 0.1, top[top.length - 1]!) });
      return universe;
    });

  function factsAt(earningsYield: number, grossProfitability: number, price: number): CompanyFacts {
    const at = { end: '2025-12-31', filed: '2026-02-20' };
    return {
      netIncomeLoss: [{ value: earningsYield * 1e6 * price, ...at }],
      sharesOutstanding: [{ value: 1e6, ...at }],
      grossProfit: [{ value: grossProfitability * 1e8, ...at }],
      assets: [{ value: 1e8, ...at }],
    };
  }

  it('gives every used factor z-scores of mean 0 and standard deviation 1 over the tickers that have it (property)', () => {
    fc.assert(
      fc.property(universeArb, (universe) => {
        const result = scoreFactors(universe, { asOf: AS_OF, index: CALM_UPTREND });
        for (const summary of result.factors.filter((f) => f.used)) {
          const zs = result.ranking.flatMap((r) => r.factors.filter((f) => f.factor === summary.factor).map((f) => f.z));
          expect(zs).toHaveLength(summary.observations);
          const mean = zs.reduce((s, x) => s + x, 0) / zs.length;
          expect(Math.abs(mean)).toBeLessThan(1e-9);
          expect(Math.sqrt(zs.reduce((s, x) => s + (x - mean) ** 2, 0) / zs.length)).toBeCloseTo(1, 9);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps winsorised z-scores within ±3 with mean 0 and standard deviation 1, outliers included (property)', () => {
    // Distinct earnings yields in basis points, some of them absurd (up to ±50,000 %).
    const eyArb = fc.uniqueArray(fc.oneof(fc.integer({ min: -1000, max: 2000 }), fc.integer({ min: -5_000_000, max: 5_000_000 })), { minLength: 5, maxLength: 25 });
    fc.assert(
      fc.property(eyArb.map((bps) => bps.map((b) => b / 10_000)), (eys) => {
        const universe = eys.map((ey, k) => ({ ticker: `T${k}`, bars: dailyBars(`T${k}`, factorCloses(80 + k, 0.01), AS_OF), facts: facts(ey, 0.2) }));
        const result = scoreFactors(universe, { asOf: AS_OF, index: CALM_UPTREND });
        if (!result.factors.find((f) => f.factor === 'value')!.used) return;
        const zs = result.ranking.map((r) => r.factors.find((f) => f.factor === 'value')!.z);
        const mean = zs.reduce((s, x) => s + x, 0) / zs.length;
        expect(Math.abs(mean)).toBeLessThan(1e-9);
        expect(Math.sqrt(zs.reduce((s, x) => s + (x - mean) ** 2, 0) / zs.length)).toBeCloseTo(1, 9);
        for (const z of zs) expect(Math.abs(z)).toBeLessThanOrEqual(3);
      }),
      { numRuns: 60 },
    );
  });

  it('ranks a ticker better on every factor above the other (property)', () => {
    let compared = 0;
    const better = (a: TickerScore, b: TickerScore) =>
      a.factors.length === b.factors.length &&
      a.factors.every((fa) => {
        const fb = b.factors.find((f) => f.factor === fa.factor);
        if (fb === undefined) return false;
        return fa.factor === 'low_volatility' ? fa.value < fb.value : fa.value > fb.value;
      });
    fc.assert(
      fc.property(universeArb, (universe) => {
        const ranked = scoreFactors(universe, { asOf: AS_OF, index: CALM_UPTREND }).ranking.filter((r) => r.rank !== null);
        for (const a of ranked) {
          for (const b of ranked) {
            if (a !== b && better(a, b)) {
              compared++;
              expect(a.rank!).toBeLessThan(b.rank!);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
    expect(compared).toBeGreaterThan(60);
  });

  it('winsorises at ±3: an outlier scores 3, however extreme it is', () => {
    // Twelve tickers, one with an absurd earnings yield. One pass at ±3σ would leave it near √11 ≈ 3.32 (it inflates
    // the σ it is measured with); repeated until nothing lies beyond, it sits at exactly 3 whether it is 10 or 1000.
    const many = Array.from({ length: 12 }, (_, k) => ({ ticker: `T${k}`, bars: dailyBars(`T${k}`, factorCloses(80 + 3 * k, 0.005 + 0.001 * k), AS_OF), facts: facts(0.01 * (k % 5), 0.1 + 0.02 * k) }));
    const withOutlier = (ey: number) => scoreFactors(many.map((u, k) => (k === 0 ? { ...u, facts: facts(ey, 0.1) } : u)), { asOf: AS_OF, index: CALM_UPTREND });
    const zOf = (ey: number) => byTicker(withOutlier(ey).ranking, 'T0').factors.find((f) => f.factor === 'value')!;
    expect(zOf(10).winsorised).toBe(true);
    expect(zOf(10).z).toBeCloseTo(3, 9);
    expect(zOf(1000).z).toBeCloseTo(3, 9);
    expect(zOf(10).value).toBe(10);
    // Ten identical yields and one other: any standardisation gives the lone one −√10 ≈ −3.16 and the rest +√10/10, so
    // the engine keeps that (mean 0, standard deviation 1) rather than clamp and lose the mean.
    const tied = many.slice(0, 11).map((u, k) => ({ ...u, facts: facts(k === 0 ? 0.01 : 0.05, 0.1 + 0.02 * k) }));
    const zs = scoreFactors(tied, { asOf: AS_OF, index: CALM_UPTREND }).ranking.map((r) => [r.ticker, r.factors.find((f) => f.factor === 'value')!.z] as const);
    expect(Object.fromEntries(zs)['T0']).toBeCloseTo(-Math.sqrt(10), 9);
    expect(Object.fromEntries(zs)['T5']).toBeCloseTo(Math.sqrt(10) / 10, 9);
  });

  it('gives the same answer whatever the order of the universe, and ignores bars after asOf (property)', () => {
    fc.assert(
      fc.property(universeArb.chain((u) => fc.tuple(fc.constant(u), fc.shuffledSubarray(u, { minLength: u.length, maxLength: u.length }))), ([universe, shuffled]) => {
        expect(scoreFactors(shuffled, { asOf: AS_OF, index: CALM_UPTREND })).toEqual(scoreFactors(universe, { asOf: AS_OF, index: CALM_UPTREND }));
      }),
      { numRuns: 30 },
    );
    const later = UNIVERSE.map((u) => ({ ...u, bars: dailyBars(u.ticker, [...Array.from(u.bars.close), 1, 1000], '2026-11-22') }));
    expect(scoreFactors(later, { asOf: AS_OF, index: CALM_UPTREND })).toEqual(scoreFactors(UNIVERSE, { asOf: AS_OF, index: CALM_UPTREND }));
  });

  it('never modifies its inputs', () => {
    const copy = structuredClone(UNIVERSE);
    scoreFactors(UNIVERSE, { asOf: AS_OF, index: CALM_UPTREND });
    expect(UNIVERSE).toEqual(copy);
  });

  it('cites its rules; only the momentum window is verified', () => {
    const result = scoreFactors(UNIVERSE, { asOf: AS_OF, index: CALM_UPTREND });
    expect(result.rules_applied.map((r) => r.id)).toContain('markets.screener.momentum_window');
    expect(result.unverified_rules).not.toContain('markets.screener.momentum_window');
    expect(result.unverified_rules).toContain('markets.screener.factor_weights');
  });

  it('writes its reasons in Spanish when asked', () => {
    const result = scoreFactors(UNIVERSE, { asOf: AS_OF, index: CALM_UPTREND, lang: 'es' });
    expect(result.call.reasons[0]!.text).toContain('es el primero de 6');
  });

  it('rejects bad arguments, naming the field', () => {
    expectFieldError(() => scoreFactors([], { asOf: AS_OF, index: CALM_UPTREND }), 'universe');
    expectFieldError(() => scoreFactors(UNIVERSE, { asOf: '20261120', index: CALM_UPTREND }), 'asOf');
    expectFieldError(() => scoreFactors([...UNIVERSE, { ...UNIVERSE[0]!, ticker: 'u' }], { asOf: AS_OF, index: CALM_UPTREND }), 'universe[6].ticker');
    expectFieldError(() => scoreFactors(UNIVERSE, { asOf: AS_OF, index: undefined as never }), 'options.index');
    expectFieldError(
      () => scoreFactors([{ ...UNIVERSE[0]!, facts: { assets: [{ value: Number.NaN, end: '2025-12-31' }] } }], { asOf: AS_OF, index: CALM_UPTREND }),
      'universe[0].facts.assets[0].value',
    );
    expectFieldError(
      () => scoreFactors([{ ...UNIVERSE[0]!, facts: { assets: [{ value: 1, end: '2025-02-30' }] } }], { asOf: AS_OF, index: CALM_UPTREND }),
      'universe[0].facts.assets[0].end',
    );
  });
});
