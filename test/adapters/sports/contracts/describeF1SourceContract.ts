// The contract of the `f1` port, run against the real adapter on Ergast answers recorded in jolpica/jolpica-f1 and
// against the fake. Reference values are the answers' own (test/fixtures/README.md, cassette jolpica).
import { describe, expect, it } from 'vitest';
import type { F1Source } from '../../../../src/markets/ports/F1Source.js';
import { createTrace, FAULTS } from '../../markets/harness.js';
import type { ContractHarness } from './SportsContractHarness.js';
import { expectBadArgument, expectDataBlock, expectUnavailable } from '../../_lib/expectSourceFaults.js';
import { F1_2023 } from './references.js';

export function describeF1SourceContract(name: string, harness: ContractHarness<F1Source>): void {
  describe(`${name}: the f1 port contract`, () => {
    it("gives a season's calendar in round order with each weekend's sessions", async () => {
      const { port, close } = await harness.open();
      try {
        const races = await port.schedule(2023);
        expect(races).toHaveLength(F1_2023.races);
        expect(races.map((r) => r.round)).toEqual(Array.from({ length: F1_2023.races }, (_, i) => i + 1));
        expect(races[3]).toMatchObject(F1_2023.round4);
        expect(races[3]!.sessions.map((s) => s.name)).toEqual(['practice1', 'qualifying', 'practice2', 'sprint']);
      } finally {
        await close();
      }
    });

    it("gives a round's race and qualifying classifications", async () => {
      const { port, close } = await harness.open();
      try {
        const race = await port.raceResults(2023, 9);
        expect(race.race.raceName).toBe('Austrian Grand Prix');
        expect(race.results[0]).toEqual(F1_2023.austriaWinner);
        expect(race.results.at(-1)).toMatchObject(F1_2023.austriaLast);
        const quali = await port.qualifying(2023, 13);
        expect(quali.race.raceName).toBe('Dutch Grand Prix');
        expect(quali.results[0]).toMatchObject(F1_2023.dutchPole);
        expect(quali.results.at(-1)).toMatchObject(F1_2023.dutchLast);
      } finally {
        await close();
      }
    });

    it('gives driver and constructor standings after a round', async () => {
      const { port, close } = await harness.open();
      try {
        const drivers = await port.driverStandings(2023, 22);
        expect(drivers).toMatchObject({ season: 2023, round: 22 });
        expect(drivers.standings).toHaveLength(F1_2023.drivers);
        expect(drivers.standings[0]).toMatchObject(F1_2023.driverChampion);
        expect(drivers.standings[0]!.driver.code).toBe('VER');
        const teams = await port.constructorStandings(2023, 22);
        expect(teams.standings).toHaveLength(F1_2023.constructors);
        expect(teams.standings[0]).toEqual(F1_2023.constructorChampion);
      } finally {
        await close();
      }
    });

    it('answers a round the season does not have with a 400 naming round', async () => {
      const { port, close } = await harness.open();
      try {
        expectBadArgument(await port.raceResults(2023, 99).catch((e: unknown) => e), 'round');
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers an F1 API that is %s with a 503 naming jolpica', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        expectUnavailable(await port.raceResults(2023, 9).catch((e: unknown) => e), 'jolpica', fault);
      } finally {
        await close();
      }
    });

    it('notes the F1 API in the data block', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.raceResults(2023, 9, { trace });
        expectDataBlock(trace.uses, 'jolpica', harness.hostOf('jolpica'));
      } finally {
        await close();
      }
    });
  });
}
