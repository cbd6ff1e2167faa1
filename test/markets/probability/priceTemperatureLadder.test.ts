import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalCdf } from '../../../src/backtest/_lib/normalCdf.js';
import { priceTemperatureLadder } from '../../../src/markets/probability/priceTemperatureLadder.js';
import type { IntegerBin } from '../../../src/markets/probability/types.js';

const asOf = '2026-07-04';
// A Kalshi-style high-temperature ladder (whole °F, two-degree buckets, open ends).
const BUCKETS: IntegerBin[] = [
  { min: null, max: 79 },
  { min: 80, max: 81 },
  { min: 82, max: 83 },
  { min: 84, max: 85 },
  { min: 86, max: null },
];

describe('priceTemperatureLadder', () => {
  it('reproduces Φ((hi + ½ − μ)/σ) − Φ((lo − ½ − μ)/σ) with one normal and no observation yet', () => {
    // Members 81.5, 83, 84.5: mean 83, sample standard deviation √((1.5² + 0 + 1.5²)/2) = 1.5.
    const members = [81.5, 83, 84.5];
    const r = priceTemperatureLadder({ extreme: 'max', observed: null, members, buckets: BUCKETS }, { asOf, method: 'normal' });
    if (r.status === 'unknown') throw new Error('expected a price');
    expect(r.spread).toBeCloseTo(1.5, 14);
    // scipy 1.17.1: norm.cdf(0.5/1.5) − norm.cdf(−1.5/1.5) = 0.47190340588677926 for 82–83.
    expect(r.buckets[2]!.probability).toBeCloseTo(0.47190340588677926, 12);
    expect(r.buckets[2]!.probability).toBeCloseTo(normalCdf((83.5 - 83) / 1.5) - normalCdf((81.5 - 83) / 1.5), 14);
    expect(r.total).toBeCloseTo(1, 14);
  });

  it('treats the observed high as a hard floor: buckets below it are impossible and its own bucket takes the mass below', () => {
    const r = priceTemperatureLadder({ extreme: 'max', observed: 84, members: [80, 81, 82], buckets: BUCKETS }, { asOf, method: 'empirical' });
    if (r.status === 'unknown') throw new Error('expected a price');
    expect(r.buckets.map((b) => b.probability)).toEqual([0, 0, 0, 1, 0]);
    expect(r.newExtremeProbability).toBe(0);
  });

  it('treats the observed low as a hard ceiling', () => {
    const r = priceTemperatureLadder({ extreme: 'min', observed: 61.4, members: [63, 64, 65], buckets: [{ min: null, max: 59 }, { min: 60, max: 61 }, { min: 62, max: null }] }, { asOf, method: 'empirical' });
    expect(r.status !== 'unknown' && r.buckets.map((b) => b.probability)).toEqual([0, 1, 0]);
  });

  it('settles on the observation when no hours are left', () => {
    const r = priceTemperatureLadder({ extreme: 'max', observed: 85.6, members: [], buckets: BUCKETS }, { asOf });
    expect(r.status).toBe('decided');
    // 85.6 reports as 86.
    expect(r.status !== 'unknown' && r.buckets.map((b) => b.probability)).toEqual([0, 0, 0, 0, 1]);
  });

  it('never lets a kernel narrower than the 1 °F floor price a bucket at certainty', () => {
    // One member at 80: bandwidth floor 1 °F, so the 80–80 bucket is Φ(0.5) − Φ(−0.5) = 0.38292492254802624 (scipy).
    const r = priceTemperatureLadder({ extreme: 'max', observed: null, members: [80], buckets: [{ min: 80, max: 80 }] }, { asOf });
    expect(r.status !== 'unknown' && r.buckets[0]!.probability).toBeCloseTo(0.38292492254802624, 13);
    expect(r.status !== 'unknown' && r.spread).toBe(1);
  });

  it('uses Silverman\'s bandwidth 1.06·s·n^(−1/5) when it is above the floor', () => {
    const members = [70, 74, 78, 82, 86];
    const s = Math.sqrt(members.reduce((a, m) => a + (m - 78) ** 2, 0) / 4);
    const r = priceTemperatureLadder({ extreme: 'max', observed: null, members, buckets: [{ min: 78, max: 78 }] }, { asOf });
    const h = 1.06 * s * 5 ** -0.2;
    const expected = members.reduce((a, m) => a + normalCdf((78.5 - m) / h) - normalCdf((77.5 - m) / h), 0) / 5;
    expect(r.status !== 'unknown' && r.spread).toBeCloseTo(h, 14);
    expect(r.status !== 'unknown' && r.buckets[0]!.probability).toBeCloseTo(expected, 14);
  });

  it('sums buckets covering every whole degree to 1, for any observation and ensemble', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 60, max: 100, noNaN: true }), { minLength: 1, maxLength: 50 }),
        fc.option(fc.double({ min: 60, max: 100, noNaN: true }), { nil: null }),
        fc.constantFrom('kernel' as const, 'normal' as const, 'empirical' as const),
        fc.constantFrom('max' as const, 'min' as const),
        (members, observed, method, extreme) => {
          const r = priceTemperatureLadder({ extreme, observed, members, buckets: BUCKETS }, { asOf, method });
          expect(r.status !== 'unknown' && r.total).toBeCloseTo(1, 12);
        },
      ),
    );
  });

  it('answers unknown with neither an observation nor members', () => {
    expect(priceTemperatureLadder({ extreme: 'max', observed: null, members: [], buckets: BUCKETS }, { asOf })).toMatchObject({ status: 'unknown', reason: 'no_data' });
  });

  it.each([
    ['no extreme', () => priceTemperatureLadder({ observed: null, members: [1], buckets: [] } as never, { asOf }), 'extreme'],
    ['a fractional bucket bound', () => priceTemperatureLadder({ extreme: 'max', observed: null, members: [80], buckets: [{ min: 80.5, max: 81 }] }, { asOf }), 'buckets[0].min'],
    ['an unknown method', () => priceTemperatureLadder({ extreme: 'max', observed: null, members: [80], buckets: [] }, { asOf, method: 'analog' as 'kernel' }), 'method'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^priceTemperatureLadder: /) }));
  });
});
