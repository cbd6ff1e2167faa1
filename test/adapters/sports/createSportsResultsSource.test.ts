import { describe, expect, it } from 'vitest';
import { createSportsResultsSource } from '../../../src/adapters/sports/createSportsResultsSource.js';
import type { HistoricalMatch } from '../../../src/markets/ports/SportsResultsSource.js';
import { openFetcher } from '../markets/harness.js';
import { describeSportsResultsSourceContract } from './contracts/describeSportsResultsSourceContract.js';
import { expectUnavailable } from '../_lib/expectSourceFaults.js';
import { createFakeSportsResultsSource } from './fakes.js';

describeSportsResultsSourceContract('createSportsResultsSource (replayed football-data.co.uk files)', {
  async open() {
    const t = await openFetcher({ cassettes: ['football-data'] });
    return { port: createSportsResultsSource({ fetcher: t.fetcher }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault });
    return { port: createSportsResultsSource({ fetcher: t.fetcher }), close: t.close };
  },
  hostOf: () => 'www.football-data.co.uk',
});

async function recorded(): Promise<readonly HistoricalMatch[]> {
  const t = await openFetcher({ cassettes: ['football-data'] });
  try {
    return await createSportsResultsSource({ fetcher: t.fetcher }).seasonResults({ league: 'epl', season: '2020-21' });
  } finally {
    await t.close();
  }
}

describeSportsResultsSourceContract('fake sportsResults port', {
  open: async () => ({ port: createFakeSportsResultsSource({ seasons: { 'epl 2020-21': await recorded(), 'nationalleague 2005-06': [] } }), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakeSportsResultsSource({ seasons: { 'epl 2020-21': [] }, fault }), close: async () => undefined }),
  hostOf: () => null,
});

describe('createSportsResultsSource', () => {
  it('reads the 233 matches the archive held on 2021-02-16, every one with Pinnacle closing prices', async () => {
    const matches = await recorded();
    expect(matches).toHaveLength(233);
    expect(matches.every((m) => m.closing.pinnacle !== null)).toBe(true);
  });

  it('takes the archive code of a season as well as its label', async () => {
    const t = await openFetcher({ cassettes: ['football-data'] });
    try {
      const matches = await createSportsResultsSource({ fetcher: t.fetcher }).seasonResults({ league: 'EPL', season: '2324' });
      expect(matches).toHaveLength(380);
      // 11/08/2023 Burnley 0-3 Man City: Pinnacle closing 9.62 / 5.81 / 1.33 (the file's PSCH, PSCD, PSCA).
      expect(matches[0]).toMatchObject({ season: '2023-24', date: '2023-08-11', homeTeam: 'Burnley', awayTeam: 'Man City', result: 'A', closing: { pinnacle: { home: 9.62, draw: 5.81, away: 1.33 } } });
    } finally {
      await t.close();
    }
  });

  it('refuses an HTML page served where the CSV was expected', async () => {
    const t = await openFetcher({ fault: 'malformed' });
    try {
      const error = expectUnavailable(await createSportsResultsSource({ fetcher: t.fetcher }).seasonResults({ league: 'epl', season: '2020-21' }).catch((e: unknown) => e), 'football-data');
      expect(error.reason).toMatch(/HTML page/);
    } finally {
      await t.close();
    }
  });
});
