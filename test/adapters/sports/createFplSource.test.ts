import { describe, expect, it } from 'vitest';
import { createFplSource } from '../../../src/adapters/sports/createFplSource.js';
import { openFetcher } from '../markets/harness.js';
import { describeFplSourceContract } from './contracts/describeFplSourceContract.js';
import { expectBadArgument } from '../_lib/expectSourceFaults.js';
import { FPL } from './contracts/references.js';
import { createFakeFplSource } from './fakes.js';

describeFplSourceContract('createFplSource (replayed Fantasy Premier League answers)', {
  async open() {
    const t = await openFetcher({ cassettes: ['fpl'] });
    return { port: createFplSource({ fetcher: t.fetcher }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault });
    return { port: createFplSource({ fetcher: t.fetcher }), close: t.close };
  },
  hostOf: () => 'fantasy.premierleague.com',
});

async function recorded() {
  const t = await openFetcher({ cassettes: ['fpl'] });
  try {
    const fpl = createFplSource({ fetcher: t.fetcher });
    return { game: await fpl.game(), fixtures: await fpl.fixtures(), histories: [await fpl.playerHistory(355)] };
  } finally {
    await t.close();
  }
}

describeFplSourceContract('fake fpl port', {
  open: async () => ({ port: createFakeFplSource(await recorded()), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakeFplSource({ ...(await recorded()), fault }), close: async () => undefined }),
  hostOf: () => null,
});

describe('createFplSource', () => {
  it('gives a pool whose positions, clubs and prices fit the squad rules: 15 from 4 positions, at most 3 a club', async () => {
    const t = await openFetcher({ cassettes: ['fpl'] });
    try {
      const game = await createFplSource({ fetcher: t.fetcher }).game();
      expect(game.positions.map((p) => [p.shortName, p.squadSelect])).toEqual([['GKP', 2], ['DEF', 5], ['MID', 5], ['FWD', 3]]);
      expect(game.positions.reduce((s, p) => s + p.squadSelect, 0)).toBe(FPL.rules.squadSize);
      const teamIds = new Set(game.teams.map((t) => t.id));
      for (const p of game.players) {
        expect(teamIds.has(p.team)).toBe(true);
        expect(p.price).toBeGreaterThan(0);
      }
      expect(game.gameweeks.filter((g) => g.isCurrent).map((g) => g.id)).toEqual([38]);
    } finally {
      await t.close();
    }
  });

  it('refuses a player id or gameweek of the wrong form before asking', async () => {
    const t = await openFetcher({ cassettes: [] });
    try {
      const fpl = createFplSource({ fetcher: t.fetcher });
      expectBadArgument(await fpl.playerHistory(-1).catch((e: unknown) => e), 'playerId');
      expectBadArgument(await fpl.fixtures({ event: 0 }).catch((e: unknown) => e), 'event');
    } finally {
      await t.close();
    }
  });
});
