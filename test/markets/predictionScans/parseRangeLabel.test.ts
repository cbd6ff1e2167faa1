import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRangeLabel } from '../../../src/markets/predictionScans/_lib/parseRangeLabel.js';
import { toIntegerBin } from '../../../src/markets/predictionScans/_lib/toIntegerBin.js';
import { toValueRung } from '../../../src/markets/predictionScans/_lib/toValueRung.js';

describe('parseRangeLabel', () => {
  // Label formats as the venues write them: Kalshi yes_sub_title ("44-45°", "54° or above"), Polymarket
  // groupItemTitle ("44-45°F", "43°F or below", "12°C", "500+"), macro ladders ("Above 3.0%", "3.0% to 3.1%").
  it.each([
    ['44-45°F', { lo: 44, loInclusive: true, hi: 45, hiInclusive: true }],
    ['44° to 45°', { lo: 44, loInclusive: true, hi: 45, hiInclusive: true }],
    ['54° or above', { lo: 54, loInclusive: true, hi: null, hiInclusive: false }],
    ['43°F or below', { lo: null, loInclusive: false, hi: 43, hiInclusive: true }],
    ['12°C', { lo: 12, loInclusive: true, hi: 12, hiInclusive: true }],
    ['500+', { lo: 500, loInclusive: true, hi: null, hiInclusive: false }],
    ['Above 3.0%', { lo: 3, loInclusive: false, hi: null, hiInclusive: false }],
    ['3.0% to 3.1%', { lo: 3, loInclusive: true, hi: 3.1, hiInclusive: true }],
    ['Fewer than 5', { lo: null, loInclusive: false, hi: 5, hiInclusive: false }],
    ['between 10 and 14', { lo: 10, loInclusive: true, hi: 14, hiInclusive: true }],
  ])('reads %s', (label, range) => {
    expect(parseRangeLabel(label)).toEqual(range);
  });

  it('names no range for a candidate or a team', () => {
    expect(parseRangeLabel('Alice Adams')).toBeNull();
    expect(parseRangeLabel('Lakers')).toBeNull();
  });
});

describe('toIntegerBin', () => {
  it('moves an excluded end to the next whole number', () => {
    expect(toIntegerBin({ lo: 52, loInclusive: false, hi: null, hiInclusive: false })).toEqual({ min: 53, max: null });
    expect(toIntegerBin({ lo: null, loInclusive: false, hi: 5, hiInclusive: false })).toEqual({ min: null, max: 4 });
    expect(toIntegerBin({ lo: 3.5, loInclusive: true, hi: null, hiInclusive: false })).toBeNull();
  });

  it('keeps every whole number a label range contains', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 150 }), fc.integer({ min: 0, max: 20 }), fc.boolean(), fc.boolean(), (lo, width, li, hi) => {
        const bin = toIntegerBin({ lo, loInclusive: li, hi: lo + width, hiInclusive: hi });
        for (let x = lo - 1; x <= lo + width + 1; x++) {
          const inRange = (li ? x >= lo : x > lo) && (hi ? x <= lo + width : x < lo + width);
          const inBin = bin !== null && (bin.min === null || x >= bin.min) && (bin.max === null || x <= bin.max);
          expect(inBin).toBe(inRange);
        }
      }),
    );
  });
});

describe('toValueRung', () => {
  it('reads a published-figure range at its step', () => {
    expect(toValueRung({ lo: 3, loInclusive: true, hi: 3.1, hiInclusive: true }, 0.1)).toEqual({ kind: 'bucket', lower: 3, upper: 3.2 });
    expect(toValueRung({ lo: 3, loInclusive: false, hi: null, hiInclusive: false }, 0.1)).toEqual({ kind: 'close-above', strike: 3 });
    expect(toValueRung({ lo: null, loInclusive: false, hi: 2.9, hiInclusive: true }, 0.1)).toEqual({ kind: 'bucket', lower: null, upper: 3 });
  });
});
