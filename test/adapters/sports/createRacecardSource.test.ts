import { describe, expect, it } from 'vitest';
import { createRacecardSource } from '../../../src/adapters/sports/createRacecardSource.js';
import type { Racecard } from '../../../src/markets/ports/RacecardSource.js';
import { openFetcher } from '../markets/harness.js';
import { describeRacecardSourceContract } from './contracts/describeRacecardSourceContract.js';
import { expectUnavailable } from '../_lib/expectSourceFaults.js';
import { createFakeRacecardSource } from './fakes.js';

const URL_ = 'https://racecards.example.test/cards';

describeRacecardSourceContract('createRacecardSource (replayed synthetic feed)', {
  async open() {
    const t = await openFetcher({ cassettes: ['racecards'] });
    return { port: createRacecardSource({ fetcher: t.fetcher, url: URL_ }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault });
    return { port: createRacecardSource({ fetcher: t.fetcher, url: URL_ }), close: t.close };
  },
  hostOf: () => 'racecards.example.test',
});

async function recorded(): Promise<readonly Racecard[]> {
  const t = await openFetcher({ cassettes: ['racecards'] });
  try {
    return await createRacecardSource({ fetcher: t.fetcher, url: URL_ }).racecards({ date: '2026-03-10' });
  } finally {
    await t.close();
  }
}

describeRacecardSourceContract('fake racecards port', {
  open: async () => ({ port: createFakeRacecardSource({ cards: await recorded() }), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakeRacecardSource({ cards: [], fault }), close: async () => undefined }),
  hostOf: () => null,
});

describe('createRacecardSource', () => {
  it("refuses a feed that answers another date's cards", async () => {
    const t = await openFetcher({ cassettes: ['racecards'] });
    try {
      const error = expectUnavailable(await createRacecardSource({ fetcher: t.fetcher, url: URL_ }).racecards({ date: '2026-03-11' }).catch((e: unknown) => e), 'racecards');
      expect(error.reason).toMatch(/cards of 2026-03-10 for 2026-03-11/);
    } finally {
      await t.close();
    }
  });

  it('sends the configured token as a bearer token, and refuses a URL that is not http(s)', async () => {
    let seen: string | null = null;
    const fetcher = {
      fetch: async (_id: string, request: { headers?: Readonly<Record<string, string>> }) => {
        seen = request.headers?.authorization ?? null;
        throw new Error('stop');
      },
    } as unknown as Parameters<typeof createRacecardSource>[0]['fetcher'];
    await createRacecardSource({ fetcher, url: URL_, token: 's3cret' }).racecards({ date: '2026-03-10' }).catch(() => undefined);
    expect(seen).toBe('Bearer s3cret');
    expect(() => createRacecardSource({ fetcher, url: 'file:///etc/passwd' })).toThrow(/http\(s\) URL/);
  });
});
