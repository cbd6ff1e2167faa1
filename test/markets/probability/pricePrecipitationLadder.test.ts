import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitGammaDistribution } from '../../../src/markets/probability/fitGammaDistribution.js';
import { pricePrecipitationLadder } from '../../../src/markets/probability/pricePrecipitationLadder.js';
import type { ValueRung } from '../../../src/markets/probability/types.js';

const asOf = '2026-11-15';

describe('fitGammaDistribution', () => {
  it('fits by moments on paper: positives 1, 2, 3 have mean 2 and variance 1, so k = 4, θ = 0.5; one dry year in four', () => {
    expect(fitGammaDistribution([0, 1, 2, 3], { method: 'moments' })).toMatchObject({ zeroProbability: 0.25, shape: 4, scale: 0.5, positiveCount: 3 });
  });

  it('matches scipy.stats.gamma.fit(x, floc=0) by maximum likelihood', () => {
    const fit = fitGammaDistribution([0.3, 1.2, 0.8, 2.5, 0.1, 1.7, 0, 0.9]);
    // scipy 1.17.1 on the seven positive values: shape 1.4457480738127388, scale 0.7410893992083911.
    expect(fit.shape).toBeCloseTo(1.4457480738127388, 9);
    expect(fit.scale).toBeCloseTo(0.7410893992083911, 9);
    expect(fit.zeroProbability).toBe(1 / 8);
  });

  it('keeps a point mass when the wet values do not vary, and all-dry climatology as zeroProbability 1', () => {
    expect(fitGammaDistribution([0, 1.5, 1.5])).toMatchObject({ shape: null, pointMass: 1.5 });
    expect(fitGammaDistribution([0, 0])).toMatchObject({ zeroProbability: 1, shape: null, pointMass: null });
  });

  it('rejects negative amounts and no data', () => {
    expect(() => fitGammaDistribution([-1])).toThrow(expect.objectContaining({ field: 'values[0]' }));
    expect(() => fitGammaDistribution([])).toThrow(expect.objectContaining({ field: 'values', message: expect.stringMatching(/^fitGammaDistribution: /) }));
  });
});

describe('pricePrecipitationLadder', () => {
  const climatology = [0, 1, 2, 3]; // moments fit: dry share 0.25, Gamma(4, 0.5)

  it('adds the month-to-date floor to the climatology gamma, on the total published to 0.01 inch (scipy reference)', () => {
    const rungs: ValueRung[] = [
      { kind: 'bucket', lower: 2, upper: 3 },
      { kind: 'close-above', strike: 1 },
    ];
    const r = pricePrecipitationLadder({ monthToDate: 1.2, climatology, rungs }, { asOf, fit: 'moments' });
    if (r.status !== 'ok') throw new Error('expected a price');
    // P(total ≥ 2 published) = P(R ≥ 2 − 0.005 − 1.2) = 0.75·gamma.sf(0.795, 4, scale=0.5) = 0.6919190653094554;
    // P(total ≥ 3 published) = 0.75·gamma.sf(1.795, 4, scale=0.5) = 0.3880069248496261 (scipy 1.17.1).
    expect(r.rungs[0]!.probability).toBeCloseTo(0.6919190653094554 - 0.3880069248496261, 12);
    // Already 1.2 inches: "more than 1 inch" is certain.
    expect(r.rungs[1]!.probability).toBe(1);
    expect(r.expectedRemaining).toBeCloseTo(0.75 * 4 * 0.5, 14);
  });

  it('mixes the forecast members with climatology by the forecast weight', () => {
    const rungs: ValueRung[] = [{ kind: 'close-above', strike: 3 }];
    const clim = pricePrecipitationLadder({ monthToDate: 1.2, climatology, rungs }, { asOf, fit: 'moments' });
    const mixed = pricePrecipitationLadder({ monthToDate: 1.2, climatology, forecast: [0.5, 2.5, 3.0, 0.2], rungs }, { asOf, fit: 'moments' });
    if (clim.status !== 'ok' || mixed.status !== 'ok') throw new Error('expected prices');
    // "Above 3.00" is a total of 3.01 or more, R ≥ 1.805: two of four members (2.5, 3.0) reach it.
    expect(mixed.forecastWeight).toBe(0.5);
    expect(mixed.rungs[0]!.probability).toBeCloseTo(0.5 * 0.5 + 0.5 * clim.rungs[0]!.probability, 14);
  });

  it('sums buckets that tile [0, ∞) to 1', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 8, noNaN: true }), { minLength: 1, maxLength: 40 }), fc.double({ min: 0, max: 5, noNaN: true }), (clim, mtd) => {
        const rungs: ValueRung[] = [
          { kind: 'bucket', lower: null, upper: 1 },
          { kind: 'bucket', lower: 1, upper: 2.5 },
          { kind: 'bucket', lower: 2.5, upper: 4 },
          { kind: 'bucket', lower: 4, upper: null },
        ];
        const r = pricePrecipitationLadder({ monthToDate: mtd, climatology: clim, forecast: clim.slice(0, 3), rungs }, { asOf });
        expect(r.status === 'ok' && r.bucketsTotal).toBeCloseTo(1, 12);
      }),
    );
  });

  it('answers unknown without climatology', () => {
    expect(pricePrecipitationLadder({ monthToDate: 0, climatology: [], rungs: [] }, { asOf })).toMatchObject({ status: 'unknown', reason: 'no_climatology' });
  });

  it.each([
    ['a negative month-to-date', () => pricePrecipitationLadder({ monthToDate: -0.1, climatology: [1], rungs: [] }, { asOf }), 'monthToDate'],
    ['a weight above 1', () => pricePrecipitationLadder({ monthToDate: 0, climatology: [1], rungs: [] }, { asOf, forecastWeight: 2 }), 'forecastWeight'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^pricePrecipitationLadder: /) }));
  });
});
