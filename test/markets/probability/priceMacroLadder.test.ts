import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceMacroLadder, type MacroRelease } from '../../../src/markets/probability/priceMacroLadder.js';
import type { ValueRung } from '../../../src/markets/probability/types.js';

const asOf = '2026-11-25';
// Eight releases whose surprises (actual − consensus) are +0.1, −0.1, +0.1, −0.1, +0.2, −0.2, 0, 0:
// mean 0, sample standard deviation √(0.12/7) = 0.13093073414159545.
const SURPRISES = [0.1, -0.1, 0.1, -0.1, 0.2, -0.2, 0, 0];
const HISTORY: MacroRelease[] = SURPRISES.map((s, i) => ({ actual: 2.8 + i * 0.01 + s, consensus: 2.8 + i * 0.01 }));

describe('priceMacroLadder', () => {
  it('prices "CPI y/y above 3.0%" as P(X ≥ 3.05) under a t with n − 1 degrees of freedom (scipy reference)', () => {
    const r = priceMacroLadder({ series: 'cpi_yoy', history: HISTORY, nowcast: 2.9, rungs: [{ kind: 'close-above', strike: 3.0 }] }, { asOf });
    if (r.status !== 'ok') throw new Error('expected a price');
    expect(r.surpriseBasis).toBe('consensus');
    expect(r.sampleSize).toBe(8);
    expect(r.meanSurprise).toBeCloseTo(0, 14);
    expect(r.surpriseSpread).toBeCloseTo(0.13093073414159545, 13);
    expect(r.scale).toBeCloseTo(0.13093073414159545 * Math.sqrt(1 + 1 / 8), 13);
    expect(r.degreesOfFreedom).toBe(7);
    expect(r.step).toBe(0.1);
    // scipy 1.17.1: stats.t.sf((3.05 − 2.9)/0.13887301496588272, 7) = 0.1579453314774714
    expect(r.rungs[0]!.probability).toBeCloseTo(0.1579453314774714, 10);
  });

  it('uses a normal on request (scipy: norm.sf(0.15/0.138873…) = 0.1400436054057489)', () => {
    const r = priceMacroLadder({ series: 'cpi_yoy', history: HISTORY, nowcast: 2.9, rungs: [{ kind: 'close-above', strike: 3.0 }] }, { asOf, distribution: 'normal' });
    expect(r.status === 'ok' && r.rungs[0]!.probability).toBeCloseTo(0.1400436054057489, 12);
  });

  it('reads buckets on the published figure: [2.8, 3.0) is 2.75 ≤ X < 2.95 (scipy: 0.477337513071627)', () => {
    const r = priceMacroLadder({ series: 'cpi_yoy', history: HISTORY, nowcast: 2.9, rungs: [{ kind: 'bucket', lower: 2.8, upper: 3.0 }] }, { asOf });
    expect(r.status === 'ok' && r.rungs[0]!.probability).toBeCloseTo(0.477337513071627, 10);
  });

  it('makes "above K" the same event as the bucket from the next published step up', () => {
    const rungs: ValueRung[] = [
      { kind: 'close-above', strike: 4.1 },
      { kind: 'bucket', lower: 4.2, upper: null },
      { kind: 'close-below', strike: 4.2 },
    ];
    const r = priceMacroLadder({ series: 'unrate', history: HISTORY.map((h) => ({ actual: h.actual + 1.3, consensus: h.consensus! + 1.3 })), nowcast: 4.15, rungs }, { asOf });
    if (r.status !== 'ok') throw new Error('expected a price');
    expect(r.rungs[0]!.probability).toBeCloseTo(r.rungs[1]!.probability, 14);
    expect(r.rungs[2]!.probability).toBeCloseTo(1 - r.rungs[1]!.probability, 14);
  });

  it('sums buckets that tile the line to 1, for any history and nowcast', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.5, max: 0.5, noNaN: true }), { minLength: 8, maxLength: 40 }),
        fc.double({ min: 3.5, max: 5.5, noNaN: true }),
        fc.uniqueArray(fc.integer({ min: 30, max: 60 }), { minLength: 1, maxLength: 8 }),
        (surprises, nowcast, cuts) => {
          const edges = [...cuts].sort((a, b) => a - b).map((c) => c / 10);
          const rungs: ValueRung[] = [{ kind: 'bucket', lower: null, upper: edges[0]! }];
          for (let i = 0; i + 1 < edges.length; i++) rungs.push({ kind: 'bucket', lower: edges[i]!, upper: edges[i + 1]! });
          rungs.push({ kind: 'bucket', lower: edges[edges.length - 1]!, upper: null });
          const history = surprises.map((s) => ({ actual: 4 + s, consensus: 4 }));
          const r = priceMacroLadder({ series: 'unrate', history, nowcast, rungs }, { asOf });
          expect(r.status === 'ok' && r.bucketsTotal).toBeCloseTo(1, 12);
        },
      ),
    );
  });

  it('falls back to the series\' own changes without a nowcast, centred on the latest print', () => {
    // Yields 4.00, 4.10, 4.05, 4.15, 4.10, 4.20, 4.15, 4.25, 4.20: changes ±0.1/−0.05 alternate.
    const levels = [4.0, 4.1, 4.05, 4.15, 4.1, 4.2, 4.15, 4.25, 4.2];
    const r = priceMacroLadder({ series: 'us10y', history: levels.map((actual) => ({ actual })), rungs: [{ kind: 'close-above', strike: 4.2 }] }, { asOf });
    if (r.status !== 'ok') throw new Error('expected a price');
    const changes = levels.slice(1).map((v, i) => v - levels[i]!);
    const mean = changes.reduce((s, c) => s + c, 0) / changes.length;
    expect(r.surpriseBasis).toBe('changes');
    expect(r.nowcast).toBe(4.2);
    expect(r.centre).toBeCloseTo(4.2 + mean, 14);
    expect(r.step).toBe(0.01);
  });

  it('answers insufficient_history with fewer surprises than the rule requires', () => {
    const r = priceMacroLadder({ series: 'cpi_yoy', history: HISTORY.slice(0, 4), nowcast: 2.9, rungs: [] }, { asOf });
    expect(r).toMatchObject({ status: 'insufficient_history', required: 8 });
  });

  it('cites the series and model rules', () => {
    const r = priceMacroLadder({ series: 'cpi_yoy', history: HISTORY, nowcast: 2.9, rungs: [] }, { asOf });
    expect(r.rules_applied.map((x) => x.id)).toEqual(['markets.probability.macro_series', 'markets.probability.macro_model']);
  });

  it.each([
    ['an unknown series', () => priceMacroLadder({ series: 'gdp' as 'unrate', history: HISTORY, rungs: [] }, { asOf }), 'series'],
    ['an empty history', () => priceMacroLadder({ series: 'unrate', history: [], rungs: [] }, { asOf }), 'history'],
    ['a bucket upside down', () => priceMacroLadder({ series: 'unrate', history: HISTORY, rungs: [{ kind: 'bucket', lower: 4, upper: 3 }] }, { asOf }), 'rungs[0].upper'],
    ['a touch rung', () => priceMacroLadder({ series: 'unrate', history: HISTORY, rungs: [{ kind: 'touch', strike: 4 } as never] }, { asOf }), 'rungs[0].kind'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^priceMacroLadder: /) }));
  });
});
