// The contract of the `sportsResults` port, run against the real adapter on a football-data.co.uk file as published
// and against the fake. Reference values are the file's own (test/fixtures/README.md, cassette football-data).
import { describe, expect, it } from 'vitest';
import type { SportsResultsSource } from '../../../../src/markets/ports/SportsResultsSource.js';
import { createTrace, FAULTS } from '../../markets/harness.js';
import type { ContractHarness } from './SportsContractHarness.js';
import { expectBadArgument, expectDataBlock, expectUnavailable } from '../../_lib/expectSourceFaults.js';
import { E0_2021_PARTIAL_FIRST } from './references.js';

export function describeSportsResultsSourceContract(name: string, harness: ContractHarness<SportsResultsSource>): void {
  describe(`${name}: the sportsResults port contract`, () => {
    it("gives a season's matches in order, with results and early and closing prices", async () => {
      const { port, close } = await harness.open();
      try {
        const matches = await port.seasonResults({ league: 'epl', season: '2020-21' });
        expect(matches[0]).toEqual(E0_2021_PARTIAL_FIRST);
        for (const m of matches) {
          expect(['H', 'D', 'A']).toContain(m.result);
          expect(m.result).toBe(m.homeGoals > m.awayGoals ? 'H' : m.homeGoals < m.awayGoals ? 'A' : 'D');
        }
        expect(matches.map((m) => m.date)).toEqual([...matches.map((m) => m.date)].sort());
      } finally {
        await close();
      }
    });

    it('answers a league the archive does not cover with a 400 naming league, and a bad or missing season with one naming season', async () => {
      const { port, close } = await harness.open();
      try {
        expectBadArgument(await port.seasonResults({ league: 'bolivia', season: '2020-21' }).catch((e: unknown) => e), 'league');
        expectBadArgument(await port.seasonResults({ league: 'epl', season: '2021-23' }).catch((e: unknown) => e), 'season');
        expectBadArgument(await port.seasonResults({ league: 'nationalleague', season: '1993-94' }).catch((e: unknown) => e), 'season');
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers an archive that is %s with a 503 naming football-data', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        expectUnavailable(await port.seasonResults({ league: 'epl', season: '2020-21' }).catch((e: unknown) => e), 'football-data', fault);
      } finally {
        await close();
      }
    });

    it('notes football-data.co.uk in the data block', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.seasonResults({ league: 'epl', season: '2020-21' }, { trace });
        expectDataBlock(trace.uses, 'football-data', harness.hostOf('football-data'));
      } finally {
        await close();
      }
    });
  });
}
