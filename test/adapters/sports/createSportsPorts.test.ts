import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../../src/adapters/config/settings.js';
import { createMemorySourceCache } from '../../../src/adapters/fetch/createMemorySourceCache.js';
import { SOURCE_POLICIES } from '../../../src/adapters/fetch/sourcePolicies.js';
import { createPorts } from '../../../src/adapters/ports/createPorts.js';
import { createSportsPorts } from '../../../src/adapters/sports/createSportsPorts.js';
import { PORT_DESCRIPTIONS } from '../../../src/catalog/ports.js';
import { openFetcher } from '../markets/harness.js';

const BASE = { GUIDEKIT_DATA_DIR: '/nonexistent-guidekit-test', GUIDEKIT_MERCHANT_PROBE: 'off' };

describe('createSportsPorts', () => {
  it('builds the keyless sports ports always, and odds and racecards only when configured', async () => {
    const t = await openFetcher({ cassettes: [] });
    try {
      const bare = createSportsPorts({ fetcher: t.fetcher, cache: createMemorySourceCache() });
      expect(Object.keys(bare.ports).sort()).toEqual(['f1', 'fpl', 'sportsResults']);
      const full = createSportsPorts({ fetcher: t.fetcher, cache: createMemorySourceCache(), oddsApiKey: 'test-key', racecardsUrl: 'https://racecards.example.test/cards' });
      expect(Object.keys(full.ports).sort()).toEqual(['f1', 'fpl', 'odds', 'racecards', 'sportsResults']);
      expect(createSportsPorts({ fetcher: t.fetcher, cache: createMemorySourceCache(), oddsApiKey: '  ' }).ports.odds).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('says in the data status which setting an unconfigured source needs', async () => {
    const t = await openFetcher({ cassettes: [] });
    try {
      const { sources } = createSportsPorts({ fetcher: t.fetcher, cache: createMemorySourceCache() });
      const reports = await Promise.all(sources.map((s) => s.describe(new Date('2026-11-25T00:00:00Z'))));
      expect(reports.map((r) => [r.id, r.port, r.status])).toEqual([
        ['odds-api', 'odds', 'unavailable'],
        ['racecards', 'racecards', 'unavailable'],
      ]);
      expect(reports[0]!.detail).toMatch(/set GUIDEKIT_ODDS_API_KEY/);
      expect(reports[1]!.detail).toMatch(/set GUIDEKIT_RACECARDS_URL/);
    } finally {
      await t.close();
    }
  });

  it('shows the usage quota The Odds API reported in the data status, and a used-up quota as unavailable', async () => {
    const t = await openFetcher({ cassettes: ['odds-api'] });
    try {
      const cache = createMemorySourceCache();
      const ok = createSportsPorts({ fetcher: t.fetcher, cache, oddsApiKey: 'test-key' });
      const handle = ok.sources.find((s) => s.id === 'odds-api')!;
      expect((await handle.describe(new Date())).detail).toMatch(/usage quota not reported yet/);
      await ok.ports.odds!.odds({ sport: 'epl', regions: ['uk'] });
      const report = await handle.describe(new Date());
      expect(report.status).toBe('ok');
      expect(report.detail).toMatch(/usage quota: 498 requests left, 2 used, last request cost 1/);
      expect(report.rate_limit?.limit).toMatch(/^30 per 1 s/);

      const spent = createSportsPorts({ fetcher: t.fetcher, cache, oddsApiKey: 'spent-key' });
      await spent.ports.odds!.odds({ sport: 'epl', regions: ['uk'] }).catch(() => undefined);
      const exhausted = await spent.sources.find((s) => s.id === 'odds-api')!.describe(new Date());
      expect(exhausted.status).toBe('unavailable');
      expect(exhausted.detail).toMatch(/usage quota is used up; usage quota: 0 requests left, 500 used/);
    } finally {
      await t.close();
    }
  });

  it('registers a policy for every sports source with its port, and the rates their operators document', () => {
    const byId = new Map(SOURCE_POLICIES.map((p) => [p.id, p]));
    const expected = { 'odds-api': 'odds', 'football-data': 'sportsResults', jolpica: 'f1', fpl: 'fpl', racecards: 'racecards' };
    for (const [id, port] of Object.entries(expected)) {
      expect(byId.get(id)?.port, id).toBe(port);
      expect(PORT_DESCRIPTIONS[port as keyof typeof PORT_DESCRIPTIONS].length, port).toBeGreaterThan(20);
    }
    // The Odds API: 30 calls a second (its error codes page, EXCEEDED_FREQ_LIMIT).
    expect(byId.get('odds-api')?.rateLimit).toMatchObject({ requests: 30, perSeconds: 1 });
    // Jolpica: 500 requests an hour sustained without a token (jolpica-f1 docs/rate_limits.md).
    expect(byId.get('jolpica')?.rateLimit).toMatchObject({ requests: 500, perSeconds: 3600 });
  });

  it('keeps the odds key and the racecard token secret settings', () => {
    expect(SETTINGS.find((s) => s.name === 'GUIDEKIT_ODDS_API_KEY')).toMatchObject({ secret: true });
    expect(SETTINGS.find((s) => s.name === 'GUIDEKIT_RACECARDS_TOKEN')).toMatchObject({ secret: true });
    expect(SETTINGS.find((s) => s.name === 'GUIDEKIT_RACECARDS_URL')?.secret).toBeUndefined();
  });

  it('is built by createPorts: odds absent without a key, present with one, and each source reported once', async () => {
    const bare = await createPorts(BASE);
    try {
      expect(bare.ports.odds).toBeUndefined();
      expect(bare.ports.racecards).toBeUndefined();
      for (const port of ['sportsResults', 'f1', 'fpl'] as const) expect(bare.ports[port], port).toBeDefined();
      const ids = bare.sources.map((s) => s.id);
      for (const id of ['odds-api', 'racecards', 'football-data', 'jolpica', 'fpl']) expect(ids.filter((x) => x === id), id).toHaveLength(1);
    } finally {
      await bare.close();
    }
    const keyed = await createPorts({ ...BASE, GUIDEKIT_ODDS_API_KEY: 'test-key' });
    try {
      expect(keyed.ports.odds).toBeDefined();
      expect((await keyed.sources.find((s) => s.id === 'odds-api')!.describe(new Date())).status).toBe('ok');
    } finally {
      await keyed.close();
    }
  });
});
