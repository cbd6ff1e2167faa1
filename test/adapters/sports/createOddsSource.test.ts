import { describe, expect, it } from 'vitest';
import { createOddsSource } from '../../../src/adapters/sports/createOddsSource.js';
import { createOddsApiQuota } from '../../../src/adapters/sports/theoddsapi/createOddsApiQuota.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { OddsEvent } from '../../../src/markets/ports/OddsSource.js';
import { openFetcher } from '../markets/harness.js';
import { describeOddsSourceContract } from './contracts/describeOddsSourceContract.js';
import { expectBadArgument, expectUnavailable } from '../_lib/expectSourceFaults.js';
import { EPL_2023_08_06 } from './contracts/references.js';
import { createFakeOddsSource } from './fakes.js';

const KEYS = { refused: 'bad-key', spent: 'spent-key' } as const;

describeOddsSourceContract('createOddsSource (replayed Odds API answers)', {
  async open() {
    const t = await openFetcher({ cassettes: ['odds-api'] });
    return { port: createOddsSource({ fetcher: t.fetcher, apiKey: 'test-key' }), close: t.close };
  },
  async openWithKey(state) {
    const t = await openFetcher({ cassettes: ['odds-api'] });
    return { port: createOddsSource({ fetcher: t.fetcher, apiKey: KEYS[state] }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault });
    return { port: createOddsSource({ fetcher: t.fetcher, apiKey: 'test-key' }), close: t.close };
  },
  hostOf: () => 'api.the-odds-api.com',
});

/** The fake, seeded with what the real adapter reads from the recorded EPL answer. */
async function recordedEpl(): Promise<readonly OddsEvent[]> {
  const t = await openFetcher({ cassettes: ['odds-api'] });
  try {
    return (await createOddsSource({ fetcher: t.fetcher, apiKey: 'test-key' }).odds({ sport: 'epl', regions: ['uk'] })).events;
  } finally {
    await t.close();
  }
}

describeOddsSourceContract('fake odds port', {
  open: async () => ({ port: createFakeOddsSource({ events: { epl: await recordedEpl() } }), close: async () => undefined }),
  openWithKey: async (state) => ({ port: createFakeOddsSource({ events: { epl: [] }, key: state }), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakeOddsSource({ events: { epl: [] }, fault }), close: async () => undefined }),
  hostOf: () => null,
});

describe('createOddsSource', () => {
  it('reads all 19 events of the recorded answer, 17 books in all', async () => {
    const events = await recordedEpl();
    expect(events).toHaveLength(EPL_2023_08_06.events);
    expect(new Set(events.flatMap((e) => e.bookmakers.map((b) => b.key))).size).toBe(17);
  });

  it('reads spreads with their points (the documented NFL example, in decimal odds)', async () => {
    const t = await openFetcher({ cassettes: ['odds-api'] });
    try {
      const board = await createOddsSource({ fetcher: t.fetcher, apiKey: 'test-key' }).odds({ sport: 'nfl', markets: ['h2h', 'spreads'], regions: ['us'] });
      const draftkings = board.events[0]!.bookmakers.find((b) => b.key === 'draftkings')!;
      // The docs' example: Dallas Cowboys +6.5 at -109, Tampa Bay Buccaneers -6.5 at -112 (American), i.e. 1.92 and 1.89.
      expect(draftkings.markets.find((m) => m.market === 'spreads')!.outcomes).toEqual([
        { name: 'Dallas Cowboys', price: 1.92, point: 6.5 },
        { name: 'Tampa Bay Buccaneers', price: 1.89, point: -6.5 },
      ]);
      // Before per-market update times, a market takes its book's.
      expect(draftkings.markets[0]!.lastUpdate).toBe('2021-06-10T13:33:26Z');
    } finally {
      await t.close();
    }
  });

  it('resolves a sport spanning several competitions from the sports list, and lists the ones past the cap as omitted', async () => {
    const t = await openFetcher({ cassettes: ['odds-api'] });
    try {
      const odds = createOddsSource({ fetcher: t.fetcher, apiKey: 'test-key', maxCompetitions: 1 });
      expect((await odds.competitions('soccer')).map((c) => c.key)).toEqual(['soccer_epl', 'soccer_usa_mls']);
      const board = await odds.odds({ sport: 'soccer', regions: ['uk'] });
      expect(board.competitions).toEqual(['soccer_epl']);
      expect(board.omitted).toEqual(['soccer_usa_mls']);
      expect(board.events).toHaveLength(EPL_2023_08_06.events);
      expect(board.events.every((e) => e.sport === 'soccer')).toBe(true);
      // The event of a multi-competition sport needs its competition named.
      expectBadArgument(await odds.eventOdds({ sport: 'soccer', eventId: EPL_2023_08_06.first.id }).catch((e: unknown) => e), 'competition');
      expectBadArgument(await odds.eventOdds({ sport: 'soccer', eventId: EPL_2023_08_06.first.id, competition: 'basketball_nba' }).catch((e: unknown) => e), 'competition');
      expect((await odds.eventOdds({ sport: 'soccer', eventId: EPL_2023_08_06.first.id, competition: 'soccer_epl', regions: ['uk'] })).homeTeam).toBe('Burnley');
    } finally {
      await t.close();
    }
  });

  it('answers a sport The Odds API does not price with a 503 that says so, before any request', async () => {
    const t = await openFetcher({ cassettes: [] });
    try {
      const error = expectUnavailable(await createOddsSource({ fetcher: t.fetcher, apiKey: 'test-key' }).odds({ sport: 'cs2' }).catch((e: unknown) => e), 'odds-api');
      expect(error.reason).toMatch(/no odds for cs2: The Odds API prices no esports/);
    } finally {
      await t.close();
    }
  });

  it('answers a market the competition is not priced in (the API\'s 422) with a 400 naming markets, and bad arguments before asking', async () => {
    const t = await openFetcher({ cassettes: ['odds-api'] });
    try {
      const odds = createOddsSource({ fetcher: t.fetcher, apiKey: 'test-key' });
      expectBadArgument(await odds.odds({ sport: 'epl', markets: ['outrights'], regions: ['uk'] }).catch((e: unknown) => e), 'markets');
      expectBadArgument(await odds.odds({ sport: 'epl', markets: ['corners' as 'h2h'] }).catch((e: unknown) => e), 'markets');
      expectBadArgument(await odds.odds({ sport: 'epl', regions: ['mars' as 'uk'] }).catch((e: unknown) => e), 'regions');
      expectBadArgument(await odds.odds({ sport: 'epl', bookmakers: ['Pinnacle Sports'] }).catch((e: unknown) => e), 'bookmakers');
      expectBadArgument(await odds.eventOdds({ sport: 'epl', eventId: '../../v4/sports' }).catch((e: unknown) => e), 'eventId');
      expect(() => createOddsSource({ fetcher: t.fetcher, apiKey: ' ' })).toThrow(/key is required/);
    } finally {
      await t.close();
    }
  });

  it('keeps the usage quota The Odds API reports with each answer, also from a refusal', async () => {
    const t = await openFetcher({ cassettes: ['odds-api'] });
    try {
      const quota = createOddsApiQuota();
      expect(quota.read()).toBeNull();
      await createOddsSource({ fetcher: t.fetcher, apiKey: 'test-key', quota }).odds({ sport: 'epl', regions: ['uk'] });
      expect(quota.read()).toMatchObject({ remaining: 498, used: 2, lastCost: 1 });
      const error = await createOddsSource({ fetcher: t.fetcher, apiKey: 'spent-key', quota }).odds({ sport: 'epl', regions: ['uk'] }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceUnavailableError);
      expect(quota.read()).toMatchObject({ remaining: 0, used: 500 });
    } finally {
      await t.close();
    }
  });

  it('lists the books of the regions asked', async () => {
    const t = await openFetcher({ cassettes: [] });
    try {
      const odds = createOddsSource({ fetcher: t.fetcher, apiKey: 'test-key' });
      const eu = await odds.bookmakers(['eu']);
      expect(eu.map((b) => b.key)).toContain('pinnacle');
      expect(eu.map((b) => b.key)).not.toContain('draftkings');
      expect((await odds.bookmakers()).find((b) => b.key === 'matchbook')?.regions).toEqual(['uk', 'eu']);
    } finally {
      await t.close();
    }
  });
});
