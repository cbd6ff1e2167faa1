import { describe, expect, it } from 'vitest';
import { listEconomicReleases } from '../../../src/markets/events/listEconomicReleases.js';

describe('listEconomicReleases', () => {
  // FOMC press release for 2025-2026 (statement on the second day): the December 2026 meeting is 8-9 December.
  it('names the next FOMC statement and every past one', () => {
    const list = listEconomicReleases('fomc', { asOf: '2026-11-25' });
    expect(list.next).toMatchObject({ date: '2026-12-09', time_et: '14:00' });
    expect(list.past).toHaveLength(15);
    expect(list.past.at(-1)!.date).toBe('2026-10-28');
  });

  // BLS CPI schedule: the November 2026 CPI is released on 10 December 2026.
  it('names the next CPI release, and keeps the canceled October 2025 release marked but never as next', () => {
    const list = listEconomicReleases('cpi', { asOf: '2026-11-25' });
    expect(list.next).toMatchObject({ date: '2026-12-10', reference_period: '2026-11' });
    expect(list.past.find((r) => r.reference_period === '2025-10')?.status).toBe('canceled');
    expect(listEconomicReleases('cpi', { asOf: '2025-11-01' }).next).toMatchObject({ date: '2025-12-18', reference_period: '2025-11' });
  });

  it('reports the last calendar year as stale and no next release once the tables end, never a guessed date', () => {
    const list = listEconomicReleases('cpi', { asOf: '2027-03-01' });
    expect(list.next).toBeNull();
    expect(list.rules.some((r) => r.stale && r.id === 'markets.events.calendar.cpi')).toBe(true);
    // The FOMC's 2027 schedule is on record.
    expect(listEconomicReleases('fomc', { asOf: '2027-03-01' }).next?.date).toBe('2027-03-17');
  });

  it('refuses an unknown kind on field event and a bad asOf', () => {
    expect(() => listEconomicReleases('ppi' as never, { asOf: '2026-11-25' })).toThrow(expect.objectContaining({ code: 'invalid_event', field: 'event' }));
    expect(() => listEconomicReleases('cpi', { asOf: '25/11/2026' })).toThrow(expect.objectContaining({ code: 'invalid_date' }));
  });
});
