import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCloseAboveProbability } from '../../../src/markets/probability/computeCloseAboveProbability.js';
import { computeTouchProbability } from '../../../src/markets/probability/computeTouchProbability.js';
import { priceLadder } from '../../../src/markets/probability/priceLadder.js';
import type { LadderRung } from '../../../src/markets/probability/types.js';

const MODEL = { spot: 100, volatility: 0.6, years: 30 / 365 };

describe('priceLadder', () => {
  it('prices close-above, close-below, touch and bucket rungs with the closed forms (research notes §5 values)', () => {
    const rungs: LadderRung[] = [
      { kind: 'close-above', strike: 110 },
      { kind: 'close-below', strike: 110 },
      { kind: 'touch', strike: 110, direction: 'up' },
      { kind: 'bucket', lower: 100, upper: 110 },
    ];
    const priced = priceLadder(rungs, MODEL).rungs.map((r) => r.probability);
    // 0.26106 and 0.552 are the research notes' figures; scipy 1.17.1 gives N(d₂(100)) − N(d₂(110)) = 0.20467295036467686.
    expect(priced[0]).toBeCloseTo(0.26106, 5);
    expect(priced[1]).toBeCloseTo(1 - 0.2610573460440554, 14);
    expect(priced[2]).toBeCloseTo(0.5518443330400145, 13);
    expect(priced[3]).toBeCloseTo(0.20467295036467686, 13);
  });

  it('applies the monitoring interval to touch rungs only', () => {
    const model = { ...MODEL, monitoringIntervalYears: 1 / 365 };
    const [close, touch] = priceLadder([{ kind: 'close-above', strike: 110 }, { kind: 'touch', strike: 90, direction: 'down' }], model).rungs;
    expect(close!.probability).toBe(computeCloseAboveProbability(110, MODEL));
    expect(touch!.probability).toBe(computeTouchProbability(90, { ...model, direction: 'down' }));
  });

  it('prices mutually exclusive buckets that tile (0, ∞) to a total of 1', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.double({ min: 1, max: 400, noNaN: true }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        fc.double({ min: 0.001, max: 2, noNaN: true }),
        (cuts, sigma, years) => {
          const edges = [...cuts].sort((a, b) => a - b);
          const rungs: LadderRung[] = [{ kind: 'bucket', lower: null, upper: edges[0]! }];
          for (let i = 0; i + 1 < edges.length; i++) if (edges[i + 1]! > edges[i]!) rungs.push({ kind: 'bucket', lower: edges[i]!, upper: edges[i + 1]! });
          rungs.push({ kind: 'bucket', lower: edges[edges.length - 1]!, upper: null });
          const priced = priceLadder(rungs, { spot: 100, volatility: sigma, years });
          expect(priced.bucketsTotal).toBeCloseTo(1, 12);
          for (const r of priced.rungs) expect(r.probability).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('reports no bucket total without buckets and leaves its inputs unchanged', () => {
    const rungs = Object.freeze([Object.freeze({ kind: 'close-above' as const, strike: 105 })]);
    const model = Object.freeze({ ...MODEL });
    expect(priceLadder(rungs, model).bucketsTotal).toBeNull();
  });

  it.each([
    ['rungs that are not a list', () => priceLadder({} as LadderRung[], MODEL), 'rungs'],
    ['an unknown kind', () => priceLadder([{ kind: 'range', strike: 1 } as unknown as LadderRung], MODEL), 'rungs[0].kind'],
    ['a bucket upside down', () => priceLadder([{ kind: 'bucket', lower: 110, upper: 100 }], MODEL), 'rungs[0].upper'],
    ['a touch without direction', () => priceLadder([{ kind: 'touch', strike: 110 } as LadderRung], MODEL), 'rungs[0].direction'],
    ['a zero strike', () => priceLadder([{ kind: 'close-above', strike: 0 }], MODEL), 'rungs[0].strike'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^priceLadder: /) }));
  });
});
