// The contract of the `fpl` port, run against the real adapter on Fantasy Premier League answers saved in public
// repositories and against the fake. Reference values are the answers' own (test/fixtures/README.md, cassette fpl).
import { describe, expect, it } from 'vitest';
import type { FplSource } from '../../../../src/markets/ports/FplSource.js';
import { createTrace, FAULTS } from '../../markets/harness.js';
import type { ContractHarness } from './SportsContractHarness.js';
import { expectBadArgument, expectDataBlock, expectUnavailable } from '../../_lib/expectSourceFaults.js';
import { FPL } from './references.js';

export function describeFplSourceContract(name: string, harness: ContractHarness<FplSource>): void {
  describe(`${name}: the fpl port contract`, () => {
    it('gives the full player pool, clubs, positions, gameweeks and squad rules, prices in tenths of a million', async () => {
      const { port, close } = await harness.open();
      try {
        const game = await port.game();
        expect(game.players).toHaveLength(FPL.players);
        expect(game.teams).toHaveLength(FPL.teams);
        expect(game.gameweeks).toHaveLength(FPL.gameweeks);
        expect(game.totalManagers).toBe(FPL.managers);
        expect(game.rules).toEqual(FPL.rules);
        expect(game.players[0]).toMatchObject(FPL.firstPlayer);
        expect(game.positions[0]).toEqual(FPL.goalkeepers);
        for (const p of game.players) expect(Number.isInteger(p.price)).toBe(true);
      } finally {
        await close();
      }
    });

    it("gives the season's fixtures, or one gameweek's", async () => {
      const { port, close } = await harness.open();
      try {
        const all = await port.fixtures();
        expect(all).toHaveLength(FPL.fixtures);
        expect(all[0]).toMatchObject(FPL.firstFixture);
        expect(await port.fixtures({ event: 1 })).toHaveLength(FPL.gameweek1Fixtures);
      } finally {
        await close();
      }
    });

    it("gives a player's matches, coming fixtures and past seasons", async () => {
      const { port, close } = await harness.open();
      try {
        const history = await port.playerHistory(355);
        expect(history.playerId).toBe(FPL.haaland.playerId);
        expect(history.matches).toHaveLength(FPL.haaland.matches);
        expect(history.matches[0]).toEqual(FPL.haalandGameweek1);
        expect(history.pastSeasons).toEqual([{ seasonName: '2022/23', totalPoints: 272, minutes: 2767, startCost: 115, endCost: 124 }]);
      } finally {
        await close();
      }
    });

    it('answers a player id the game does not know with a 400 naming playerId', async () => {
      const { port, close } = await harness.open();
      try {
        expectBadArgument(await port.playerHistory(99999).catch((e: unknown) => e), 'playerId');
      } finally {
        await close();
      }
    });

    it.each(FAULTS)('answers a game API that is %s with a 503 naming fpl', async (fault) => {
      const { port, close } = await harness.openFaulty(fault);
      try {
        expectUnavailable(await port.game().catch((e: unknown) => e), 'fpl', fault);
      } finally {
        await close();
      }
    });

    it('notes the game API in the data block', async () => {
      const { port, close } = await harness.open();
      try {
        const trace = createTrace();
        await port.playerHistory(355, { trace });
        expectDataBlock(trace.uses, 'fpl', harness.hostOf('fpl'));
      } finally {
        await close();
      }
    });
  });
}
