import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { buildContinuousSeries, type FuturesContractBars } from '../../src/markets/buildContinuousSeries.js';

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** A contract whose bars have open = high = low = close, from (date, close) pairs. */
function contract(code: string, lastTradeDate: string, rows: readonly (readonly [string, number])[], firstNoticeDate?: string): FuturesContractBars {
  const closes = rows.map(([, c]) => c);
  return {
    contract: code,
    lastTradeDate,
    ...(firstNoticeDate === undefined ? {} : { firstNoticeDate }),
    bars: {
      symbol: code,
      interval: '1d',
      currency: 'USD',
      times: Float64Array.from(rows.map(([d]) => day(d))),
      open: Float64Array.from(closes),
      high: Float64Array.from(closes.map((c) => c + 1)),
      low: Float64Array.from(closes.map((c) => c - 1)),
      close: Float64Array.from(closes),
      volume: Float64Array.from(closes.map(() => 1000)),
    },
  };
}

function errorOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof GuidekitError) return `${error.code}@${error.field}`;
    throw error;
  }
  return undefined;
}

// SYNTHETIC CASE, not market data: no public per-contract daily file was found to test on. Prices are invented so
// the expected series can be worked out by hand. ESH6 expires Friday 2026-03-20 (third Friday of March); the ES rule
// rolls six weekdays earlier, on Thursday 2026-03-12 (CME's roll date, eight calendar days before expiry).
const esh6 = contract('ESH6', '2026-03-20', [
  ['2026-03-09', 100],
  ['2026-03-10', 101],
  ['2026-03-11', 102],
  ['2026-03-12', 103],
  ['2026-03-13', 104],
]);
const esm6 = contract('ESM6', '2026-06-19', [
  ['2026-03-10', 110],
  ['2026-03-11', 111],
  ['2026-03-12', 112],
  ['2026-03-13', 113],
  ['2026-03-16', 114],
  ['2026-03-17', 115],
]);

describe('buildContinuousSeries', () => {
  it('rolls ES six weekdays before expiry and back-adjusts by the closing gap (synthetic case)', () => {
    const series = buildContinuousSeries([esm6, esh6], { root: 'ES' });
    // Gap on 2026-03-11, the last common date before the roll: 111 − 102 = 9, added to the March bars.
    expect(series.rolls).toEqual([{ date: '2026-03-12', from: 'ESH6', to: 'ESM6', referenceDate: '2026-03-11', fromClose: 102, toClose: 111, adjustment: 9 }]);
    expect(Array.from(series.bars.close)).toEqual([109, 110, 111, 112, 113, 114, 115]);
    expect(Array.from(series.bars.high)).toEqual([110, 111, 112, 113, 114, 115, 116]);
    expect(series.contracts).toEqual(['ESH6', 'ESH6', 'ESH6', 'ESM6', 'ESM6', 'ESM6', 'ESM6']);
    expect(Array.from(series.bars.times)).toEqual(['09', '10', '11', '12', '13', '16', '17'].map((d) => day(`2026-03-${d}`)));
    expect(series.bars.symbol).toBe('ES');
    expect(series.rollRule).toEqual({ anchor: 'last_trade', businessDaysBefore: 6 });
  });

  it('multiplies earlier bars by the closing ratio with ratio adjustment (synthetic case)', () => {
    const series = buildContinuousSeries([esh6, esm6], { root: 'ES', adjustment: 'ratio' });
    const ratio = 111 / 102;
    expect(series.rolls[0]?.adjustment).toBe(ratio);
    expect(Array.from(series.bars.close)).toEqual([100 * ratio, 101 * ratio, 102 * ratio, 112, 113, 114, 115]);
  });

  it('anchors physically delivered contracts on the first notice date', () => {
    // GC rolls two weekdays before first notice: first notice Friday 2026-05-29 → roll Wednesday 2026-05-27.
    const gcm6 = contract('GCM6', '2026-06-26', [['2026-05-25', 10], ['2026-05-26', 11], ['2026-05-27', 12]], '2026-05-29');
    const gcq6 = contract('GCQ6', '2026-08-27', [['2026-05-25', 20], ['2026-05-26', 21], ['2026-05-27', 22]], '2026-07-31');
    const series = buildContinuousSeries([gcm6, gcq6], { root: 'GC' });
    expect(series.rolls[0]).toMatchObject({ date: '2026-05-27', referenceDate: '2026-05-26', adjustment: 10 });
    expect(Array.from(series.bars.close)).toEqual([20, 21, 22]);
    expect(errorOf(() => buildContinuousSeries([esh6, esm6], { root: 'GC' }))).toBe('missing_first_notice@contracts[0].firstNoticeDate');
  });

  it('refuses contracts that never overlap, bad roll rules and malformed bars', () => {
    const late = contract('ESM6', '2026-06-19', [['2026-03-16', 114]]);
    expect(errorOf(() => buildContinuousSeries([esh6, late], { root: 'ES' }))).toBe('no_overlap@contracts[1].bars');
    expect(errorOf(() => buildContinuousSeries([esh6], {}))).toBe('invalid_roll@root');
    expect(errorOf(() => buildContinuousSeries([esh6], { root: 'SPX' }))).toBe('invalid_roll@root');
    expect(errorOf(() => buildContinuousSeries([esh6], { roll: { anchor: 'last_trade', businessDaysBefore: -1 } }))).toBe('invalid_roll@roll');
    expect(errorOf(() => buildContinuousSeries([], { root: 'ES' }))).toBe('invalid_contracts@contracts');
    expect(errorOf(() => buildContinuousSeries([{ ...esh6, bars: { ...esh6.bars, interval: '1h' } }], { root: 'ES' }))).toBe('invalid_contracts@contracts[0].bars');
  });

  // Random chains of overlapping contracts: each lists 40 weekdays, the next one starting 20 weekdays later.
  const chain = fc
    .tuple(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 10 }))
    .chain(([count, rollDays]) =>
      fc
        .array(fc.array(fc.double({ min: 50, max: 150, noNaN: true }), { minLength: 40, maxLength: 40 }), { minLength: count, maxLength: count })
        .map((prices) => {
          const weekdays: string[] = [];
          for (let t = day('2025-01-06'); weekdays.length < 20 * count + 40; t += DAY) {
            const wd = new Date(t).getUTCDay();
            if (wd !== 0 && wd !== 6) weekdays.push(new Date(t).toISOString().slice(0, 10));
          }
          const contracts = prices.map((closes, k) =>
            contract(
              `C${k}`,
              weekdays[20 * k + 35] as string,
              closes.map((c, i) => [weekdays[20 * k + i] as string, c] as const),
            ),
          );
          return { contracts, rollDays };
        }),
    );

  it('leaves the newest contract unadjusted and keeps every move inside a contract (difference)', () => {
    fc.assert(
      fc.property(chain, ({ contracts, rollDays }) => {
        const series = buildContinuousSeries(contracts, { roll: { anchor: 'last_trade', businessDaysBefore: rollDays } });
        const raw = new Map(contracts.map((c) => [c.contract, new Map(Array.from(c.bars.times, (t, i) => [t, c.bars.close[i] as number]))]));
        const n = series.bars.times.length;
        for (let i = 0; i < n; i++) {
          const own = raw.get(series.contracts[i] as string) as Map<number, number>;
          if (series.contracts[i] === contracts[contracts.length - 1]?.contract) expect(series.bars.close[i]).toBe(own.get(series.bars.times[i] as number));
          if (i > 0) {
            // The move from the previous bar equals the move of this bar's own contract over the same two dates.
            const prev = own.get(series.bars.times[i - 1] as number);
            if (prev !== undefined) {
              const move = (series.bars.close[i] as number) - (series.bars.close[i - 1] as number);
              expect(move).toBeCloseTo((own.get(series.bars.times[i] as number) as number) - prev, 9);
            }
          }
          if (i > 0) expect(series.bars.times[i]).toBeGreaterThan(series.bars.times[i - 1] as number);
        }
        expect(series.rolls).toHaveLength(contracts.length - 1);
      }),
      { numRuns: 80 },
    );
  });

  it('keeps every percentage move inside a contract (ratio)', () => {
    fc.assert(
      fc.property(chain, ({ contracts, rollDays }) => {
        const series = buildContinuousSeries(contracts, { roll: { anchor: 'last_trade', businessDaysBefore: rollDays }, adjustment: 'ratio' });
        const raw = new Map(contracts.map((c) => [c.contract, new Map(Array.from(c.bars.times, (t, i) => [t, c.bars.close[i] as number]))]));
        for (let i = 1; i < series.bars.times.length; i++) {
          const own = raw.get(series.contracts[i] as string) as Map<number, number>;
          const prev = own.get(series.bars.times[i - 1] as number);
          if (prev === undefined) continue;
          const ret = (series.bars.close[i] as number) / (series.bars.close[i - 1] as number);
          expect(ret).toBeCloseTo((own.get(series.bars.times[i] as number) as number) / prev, 9);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('does not modify its input', () => {
    const before = Array.from(esh6.bars.close);
    buildContinuousSeries([esh6, esm6], { root: 'ES', adjustment: 'ratio' });
    expect(Array.from(esh6.bars.close)).toEqual(before);
  });
});
