import { describe, expect, it } from 'vitest';
import { createF1Source } from '../../../src/adapters/sports/createF1Source.js';
import { openFetcher } from '../markets/harness.js';
import { describeF1SourceContract } from './contracts/describeF1SourceContract.js';
import { expectBadArgument } from '../_lib/expectSourceFaults.js';
import { createFakeF1Source } from './fakes.js';

describeF1SourceContract('createF1Source (replayed Ergast answers)', {
  async open() {
    const t = await openFetcher({ cassettes: ['jolpica'] });
    return { port: createF1Source({ fetcher: t.fetcher }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault });
    return { port: createF1Source({ fetcher: t.fetcher }), close: t.close };
  },
  hostOf: () => 'api.jolpi.ca',
});

/** The fake, seeded with what the real adapter reads from the recorded answers. */
async function recorded() {
  const t = await openFetcher({ cassettes: ['jolpica'] });
  try {
    const f1 = createF1Source({ fetcher: t.fetcher });
    return {
      schedule: { 2023: await f1.schedule(2023) },
      results: { '2023/9': await f1.raceResults(2023, 9) },
      qualifying: { '2023/13': await f1.qualifying(2023, 13) },
      driverStandings: { '2023/22': await f1.driverStandings(2023, 22) },
      constructorStandings: { '2023/22': await f1.constructorStandings(2023, 22) },
    };
  } finally {
    await t.close();
  }
}

describeF1SourceContract('fake f1 port', {
  open: async () => ({ port: createFakeF1Source(await recorded()), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakeF1Source({ schedule: {}, results: {}, qualifying: {}, driverStandings: {}, constructorStandings: {}, fault }), close: async () => undefined }),
  hostOf: () => null,
});

describe('createF1Source', () => {
  it('refuses a season before the first championship or a round below 1 before asking', async () => {
    const t = await openFetcher({ cassettes: [] });
    try {
      const f1 = createF1Source({ fetcher: t.fetcher });
      expectBadArgument(await f1.schedule(1949).catch((e: unknown) => e), 'season');
      expectBadArgument(await f1.raceResults(2023, 0).catch((e: unknown) => e), 'round');
      expectBadArgument(await f1.driverStandings(2023, 1.5).catch((e: unknown) => e), 'round');
    } finally {
      await t.close();
    }
  });

  it('marks sprint weekends and orders their sessions by start', async () => {
    const t = await openFetcher({ cassettes: ['jolpica'] });
    try {
      const races = await createF1Source({ fetcher: t.fetcher }).schedule(2023);
      // 2023 had six sprint weekends: Baku, Austria, Spa, Qatar, Austin and Interlagos (the recorded calendar's Sprint sessions).
      expect(races.filter((r) => r.hasSprint).map((r) => r.circuitId)).toEqual(['baku', 'red_bull_ring', 'spa', 'losail', 'americas', 'interlagos']);
      for (const race of races) {
        const starts = race.sessions.map((s) => `${s.date}${s.time ?? ''}`);
        expect(starts).toEqual([...starts].sort());
      }
    } finally {
      await t.close();
    }
  });
});
