// Engines must give the same answer whatever the host's time zone (docs/architecture.md: engines read no clock and no
// environment). date-fns computes in local time unless given the UTC context, so this runs the same generated cases
// in child processes under two zones far apart, one with daylight saving (Los Angeles, UTC−8/−7) and one without
// (Kiritimati, UTC+14), plus Samoa, which skipped 2011-12-30 altogether, and compares every answer.
import { execFile } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProbeCase } from './_lib/timeZoneProbe.js';

const ZONES = ['America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Apia'] as const;

function runProbe(timeZone: string, cases: readonly ProbeCase[]): Promise<{ tz: string; offsetMinutes: number; answers: unknown[] }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', 'test/core/_lib/timeZoneProbe.ts', JSON.stringify(cases)], { env: { ...process.env, TZ: timeZone }, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${timeZone}: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as { tz: string; offsetMinutes: number; answers: unknown[] });
    });
  });
}

const isoDate = (min: string, max: string) => fc.date({ min: new Date(`${min}T00:00:00Z`), max: new Date(`${max}T00:00:00Z`), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

const probeCase: fc.Arbitrary<ProbeCase> = fc.record({
  // Around Samoa's skipped day and the US daylight-saving changes, and across the rule tables' years.
  isoDate: fc.oneof(isoDate('2011-12-25', '2012-01-05'), isoDate('2000-01-01', '2030-12-31'), fc.constantFrom('2026-03-08', '2026-11-01', '2024-02-29', '2011-12-29', '2011-12-30', '2011-12-31')),
  otherDate: isoDate('2024-06-01', '2026-11-30'),
  days: fc.integer({ min: -800, max: 800 }),
  months: fc.integer({ min: -30, max: 30 }),
  root: fc.constantFrom('ES', 'CL', 'GC', 'ZN'),
  amount: fc.integer({ min: 1, max: 500_000_00 }).map((cents) => (cents / 100).toFixed(2)),
});

describe('engines are time-zone independent', () => {
  it('answers the same generated cases identically under TZ=America/Los_Angeles, Pacific/Kiritimati and Pacific/Apia (property, child processes)', async () => {
    // A fixed case first: Samoa skipped 2011-12-30, and a local-time addDays steps from the 29th to the 31st there.
    const cases = [
      { isoDate: '2011-12-29', otherDate: '2026-03-08', days: 1, months: 1, root: 'ES', amount: '1000.00' },
      { isoDate: '2011-12-30', otherDate: '2011-12-31', days: 3, months: 2, root: 'ES', amount: '1000.00' },
      ...fc.sample(probeCase, { numRuns: 60, seed: 24 }),
    ];
    const runs = await Promise.all(ZONES.map((zone) => runProbe(zone, cases)));
    // The zones really differ in the children (so the comparison can fail).
    expect(new Set(runs.map((r) => r.offsetMinutes)).size).toBe(ZONES.length);
    expect((runs[2]!.answers[0] as { addDaysIso: string }).addDaysIso).toBe('2011-12-30');
    // Samoa's skipped day is still a calendar date (the validity check), and the Samoa run answers it like the others.
    expect((runs[2]!.answers[1] as { parseIsoDate: unknown }).parseIsoDate).toBe('2011-12-30');
    const [first, ...others] = runs;
    for (const other of others) {
      cases.forEach((c, i) => expect(other.answers[i], `${other.tz} vs ${first!.tz} on ${JSON.stringify(c)}`).toEqual(first!.answers[i]));
    }
  });
});
