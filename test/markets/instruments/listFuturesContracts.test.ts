import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { buildContinuousSeries } from '../../../src/markets/buildContinuousSeries.js';
import { listFuturesContracts } from '../../../src/markets/instruments/listFuturesContracts.js';
import { listScanUniverse } from '../../../src/markets/instruments/listScanUniverse.js';
import { resolveInstrument } from '../../../src/markets/instruments/resolveInstrument.js';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The date n weekdays (Monday–Friday) before the given one, counted one day at a time (the documented roll rule). */
function weekdaysBefore(date: string, n: number): string {
  let t = Date.parse(`${date}T00:00:00Z`);
  for (let k = 0; k < n; ) {
    t -= DAY;
    if (weekday(iso(t)) <= 5) k++;
  }
  return iso(t);
}

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof GuidekitError) return `${error.code}@${error.field}`;
    throw error;
  }
  return undefined;
}

describe('listFuturesContracts', () => {
  it('lists the December 2026 contracts with the dates of the rules in docs/markets-instruments.md (worked by hand)', () => {
    // ES: third Friday of December 2026 = 2026-12-18; the roll is 6 weekdays before, Thursday 2026-12-10.
    const es = listFuturesContracts('ES', { asOf: '2026-11-25' });
    expect(es.status === 'listed' && es.contracts.map((c) => [c.code, c.month, c.lastTradeDate, c.rollDate])).toEqual([
      ['ESU26', '2026-09', '2026-09-18', '2026-09-10'],
      ['ESZ26', '2026-12', '2026-12-18', '2026-12-10'],
    ]);
    // CL December 2026 (CLZ26): 25 November 2026 is a Wednesday; 3 business days before it is Friday 2026-11-20, and
    // the roll 3 weekdays before that, Tuesday 2026-11-17. It has rolled by 2026-11-25, so the front is CLF27:
    // 25 December 2026 is a Friday, 3 business days before is Tuesday 2026-12-22, the roll Thursday 2026-12-17.
    const cl = listFuturesContracts('CL', { asOf: '2026-11-25' });
    expect(cl.status === 'listed' && cl.contracts.map((c) => [c.code, c.lastTradeDate, c.rollDate])).toEqual([
      ['CLZ26', '2026-11-20', '2026-11-17'],
      ['CLF27', '2026-12-22', '2026-12-17'],
    ]);
    // CL November 2026 (CLX26): 25 October 2026 is a Sunday, so the count starts from the business day before it
    // (Friday 23 October): 3 business days earlier is Tuesday 2026-10-20.
    const clx = listFuturesContracts('CL', { asOf: '2026-10-01' });
    expect(clx.status === 'listed' && clx.contracts.at(-1)).toMatchObject({ code: 'CLX26', lastTradeDate: '2026-10-20', rollDate: '2026-10-15' });
    // Gold December 2026: first notice on the last business day of November (Monday 2026-11-30), the roll 2 weekdays
    // before, Thursday 2026-11-26 (Thanksgiving: exchange holidays are not modelled); last trade the third-last
    // business day of December, Tuesday 2026-12-29.
    const gc = listFuturesContracts('GC', { asOf: '2026-11-25' });
    expect(gc.status === 'listed' && gc.contracts.at(-1)).toEqual({ code: 'GCZ26', root: 'GC', month: '2026-12', monthCode: 'Z', lastTradeDate: '2026-12-29', firstNoticeDate: '2026-11-30', rollDate: '2026-11-26' });
    // Lean hogs December 2026: the 10th business day of December is Monday 2026-12-14; the roll 5 weekdays before.
    const he = listFuturesContracts('HE', { asOf: '2026-11-25' });
    expect(he.status === 'listed' && he.contracts.at(-1)).toMatchObject({ code: 'HEZ26', lastTradeDate: '2026-12-14', rollDate: '2026-12-07' });
  });

  it('says unknown, never a guessed date, for roots whose roll anchor the calendar lacks', () => {
    expect(listFuturesContracts('KC', { asOf: '2026-11-25' })).toMatchObject({ status: 'unknown', missing: 'first_notice' });
    expect(listFuturesContracts('CT', { asOf: '2026-11-25' })).toMatchObject({ status: 'unknown', missing: 'last_trade' });
  });

  it('refuses what is not a futures root, a bad date and a bad count', () => {
    expect(codeOf(() => listFuturesContracts('EURUSD', { asOf: '2026-11-25' }))).toBe('invalid_root@root');
    expect(codeOf(() => listFuturesContracts('ES', { asOf: '25/11/2026' }))).toBe('invalid_date@asOf');
    expect(codeOf(() => listFuturesContracts('ES', { asOf: '2026-11-25', previous: -1 }))).toBe('invalid_number@previous');
  });

  const roots = ['index', 'energy', 'metals', 'ags', 'rates'].flatMap((c) => listScanUniverse(`futures.${c}` as 'futures.index', { asOf: '2026-11-25' }).instruments.map((i) => i.id));
  const listedCase = fc.tuple(fc.constantFrom(...roots), fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 4 }));

  it('holds the contract in force at asOf as the last one, and every roll date is the anchor date less the root\'s weekdays', () => {
    fc.assert(
      fc.property(listedCase, ([root, offset, previous]) => {
        const asOf = iso(Date.parse('2026-11-25T00:00:00Z') + offset * DAY);
        const listed = listFuturesContracts(root, { asOf, previous });
        if (listed.status === 'unknown') return;
        const { roll, contractMonths } = resolveInstrument(root).futures!;
        const contracts = listed.contracts;
        expect(contracts.length).toBe(previous + 1);
        expect(contracts.at(-1)!.rollDate > asOf).toBe(true);
        if (contracts.length > 1) expect(contracts.at(-2)!.rollDate <= asOf).toBe(true);
        for (const c of contracts) {
          expect(contractMonths).toContain(c.monthCode);
          const anchor = roll.anchor === 'first_notice' ? c.firstNoticeDate! : c.lastTradeDate;
          expect(c.rollDate).toBe(weekdaysBefore(anchor, roll.businessDaysBefore));
          expect(weekday(c.lastTradeDate)).toBeLessThanOrEqual(5);
        }
        for (let k = 1; k < contracts.length; k++) expect(contracts[k]!.lastTradeDate > contracts[k - 1]!.lastTradeDate).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the roll dates buildContinuousSeries rolls on, for contracts trading every weekday', () => {
    fc.assert(
      fc.property(listedCase, ([root, offset, previous]) => {
        const asOf = iso(Date.parse('2026-11-25T00:00:00Z') + offset * DAY);
        const listed = listFuturesContracts(root, { asOf, previous: Math.max(1, previous) });
        if (listed.status === 'unknown') return;
        // Every contract trades every weekday of the 200 days before asOf, at its own level.
        const start = Date.parse(`${asOf}T00:00:00Z`) - 200 * DAY;
        const days = Array.from({ length: 201 }, (_, i) => start + i * DAY).filter((t) => weekday(iso(t)) <= 5);
        const bars = listed.contracts.map((c, k) => ({
          contract: c.code,
          lastTradeDate: c.lastTradeDate,
          ...(c.firstNoticeDate === undefined ? {} : { firstNoticeDate: c.firstNoticeDate }),
          bars: { symbol: c.code, interval: '1d' as const, currency: 'USD', times: Float64Array.from(days), open: new Float64Array(days.length).fill(100 + k), high: new Float64Array(days.length).fill(101 + k), low: new Float64Array(days.length).fill(99 + k), close: new Float64Array(days.length).fill(100 + k), volume: new Float64Array(days.length).fill(1) },
        }));
        const series = buildContinuousSeries(bars, { root });
        const inWindow = listed.contracts.slice(0, -1).filter((c) => c.rollDate >= iso(days[1]!));
        expect(series.rolls.map((r) => r.date)).toEqual(inWindow.map((c) => c.rollDate));
      }),
      { numRuns: 150 },
    );
  });
});
