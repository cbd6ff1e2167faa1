// End to end on the sports adapters' recorded answers: createPorts in snapshot mode replays the cassettes of
// test/fixtures/cassettes (provenance in test/fixtures/README.md) through the real odds, football-data and FPL adapters,
// the fetch layer and the catalog, with the real HiGHS solver. The cassette is assembled here:
// - odds-api: The Odds API's recorded Premier League answer of 2023-08-06 (UK region, h2h, 19 events, 17 books), served
//   also for the request signal/sports sends (regions uk and eu): a real body served for another URL, as the fixtures
//   README allows; Pinnacle is absent from it (not a UK-region book), so the exchange and Matchbook anchor the consensus.
// - football-data: the recorded 2023-24 Premier League file, plus the 2022-23 file of test/fixtures/history served for
//   the archive's URL (the same archive, byte for byte as kept there).
// - fpl: the recorded bootstrap (the 2025/26 game after gameweek 38) and fixtures; for the in-season call a derived
//   bootstrap in which gameweeks 14 to 38 are not yet played (the recorded fixtures end their finished games at
//   gameweek 13), the players' totals left as recorded.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayTarget, type Cassette, type CassetteExchange } from '../../../src/adapters/fetch/cassetteFormat.js';
import { createPorts, type CreatedPorts } from '../../../src/adapters/ports/createPorts.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { signalFpl } from '../../../src/catalog/markets/signalFpl.js';
import { signalSports } from '../../../src/catalog/markets/signalSports.js';
import { toJsonText } from '../../../src/core/toJsonText.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const ODDS_UK = 'https://api.the-odds-api.com/v4/sports/soccer_epl/odds?apiKey=test-key&regions=uk&markets=h2h&oddsFormat=decimal&dateFormat=iso';
const ODDS_UK_EU = 'https://api.the-odds-api.com/v4/sports/soccer_epl/odds?apiKey=test-key&regions=uk%2Ceu&markets=h2h&oddsFormat=decimal&dateFormat=iso';

async function assemble(variant: 'recorded' | 'mid-season'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'guidekit-sports-replay-'));
  await mkdir(join(dir, 'bodies'));
  const exchanges: CassetteExchange[] = [];
  for (const name of ['odds-api', 'football-data', 'fpl']) {
    const cassette = JSON.parse(await readFile(join(FIXTURES, 'cassettes', name, 'cassette.json'), 'utf8')) as Cassette;
    // Snapshot mode refuses synthetic exchanges (hand-written error answers): only the recorded ones are served.
    exchanges.push(...cassette.exchanges.filter((e) => e.synthetic !== true));
    for (const body of await readdir(join(FIXTURES, 'cassettes', name, 'bodies'))) await copyFile(join(FIXTURES, 'cassettes', name, 'bodies', body), join(dir, 'bodies', body));
  }
  const served = (recorded: CassetteExchange, url: string, body_sha256 = recorded.body_sha256): CassetteExchange => ({ ...recorded, url, target: replayTarget(url), body_sha256 });
  exchanges.push(served(exchanges.find((e) => e.url === ODDS_UK)!, ODDS_UK_EU));
  const season2324 = exchanges.find((e) => e.target.endsWith('mmz4281/2324/E0.csv'))!;
  const season2223 = await readFile(join(FIXTURES, 'history', 'football-data', 'E0_2223.csv'));
  const sha2223 = createHash('sha256').update(season2223).digest('hex');
  await writeFile(join(dir, 'bodies', `${sha2223}.bin`), season2223);
  exchanges.push(served(season2324, 'https://www.football-data.co.uk/mmz4281/2223/E0.csv', sha2223));
  if (variant === 'mid-season') {
    const bootstrap = exchanges.find((e) => e.target.endsWith('bootstrap-static/'))!;
    const game = JSON.parse(await readFile(join(dir, 'bodies', `${bootstrap.body_sha256}.bin`), 'utf8')) as { events: { id: number; finished: boolean; is_current: boolean; is_next: boolean; is_previous: boolean }[] };
    for (const e of game.events) {
      e.finished = e.id <= 13;
      e.is_current = e.id === 13;
      e.is_previous = e.id === 12;
      e.is_next = e.id === 14;
    }
    const text = Buffer.from(JSON.stringify(game));
    const sha = createHash('sha256').update(text).digest('hex');
    await writeFile(join(dir, 'bodies', `${sha}.bin`), text);
    exchanges[exchanges.indexOf(bootstrap)] = { ...bootstrap, body_sha256: sha };
  }
  await writeFile(join(dir, 'cassette.json'), JSON.stringify({ format: 1, recorded_at: '2023-08-06T08:55:13.000Z', recorded_for: 'sports replay test', exchanges }));
  return dir;
}

const dirs: string[] = [];
async function open(variant: 'recorded' | 'mid-season', now: string): Promise<CreatedPorts> {
  const dir = await assemble(variant);
  const dataDir = await mkdtemp(join(tmpdir(), 'guidekit-sports-data-'));
  dirs.push(dir, dataDir);
  return createPorts({ GUIDEKIT_DATA_MODE: 'snapshot', GUIDEKIT_SNAPSHOT_DIR: dir, GUIDEKIT_DATA_DIR: dataDir, GUIDEKIT_MERCHANT_PROBE: 'off', GUIDEKIT_ODDS_API_KEY: 'test-key' }, { now: () => new Date(now) });
}

describe('sports endpoints on replayed recordings', () => {
  beforeAll(() => undefined);
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('signal/sports prices the recorded opening Premier League weekend, blending a Dixon–Coles rating fitted on 2022-23 only, and leaves the promoted clubs to the market', async () => {
    const created = await open('recorded', '2023-08-06T09:00:00Z');
    try {
      const out = await invokeEndpoint(signalSports, { sport: 'epl', market: 'h2h' }, { asOf: '2023-08-06', ports: created.ports, dataMode: created.dataMode });
      expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(200);
      const body = JSON.parse(toJsonText(out.body)) as {
        picks: { rank: number; event: { home_team: string; away_team: string }; price: number; book: string; fair_probability: number; ev: number; edge: boolean; probability_source: { source: string; books_used: number; model: { matches_used: number } | null }; saw: string[]; not_seen: string[]; kelly: { stake: number; fraction: number } }[];
        scanned: { events: number; lines_priced: number; lines_with_model: number; rating: { status: string; seasons: string[]; matches: number; teams_rated: number } };
        confidence: string;
        data: { mode: string; sources: { source: string }[] };
      };
      expect(signalSports.response!.safeParse(out.body).success).toBe(true);
      expect(body.picks).toHaveLength(3);
      expect(body.picks.map((p) => p.rank)).toEqual([1, 2, 3]);
      expect(body.scanned.events).toBe(19);
      // 2022-23 read (380 matches, every one before the date); 2023-24 read too, but it starts after the date.
      expect(body.scanned.rating).toEqual({ status: 'ok', seasons: ['2023-24', '2022-23'], matches: 380, teams_rated: 20 });
      // Burnley, Sheffield United and Luton were not in the 2022-23 Premier League: their four games stay with the market.
      expect(body.scanned.lines_priced).toBe(19);
      expect(body.scanned.lines_with_model).toBe(15);
      for (const p of body.picks) {
        expect(p.ev).toBeCloseTo(p.fair_probability * p.price - 1, 12);
        expect(p.kelly.fraction).toBe(0.25);
        expect(p.probability_source.books_used).toBeGreaterThanOrEqual(9);
        expect(p.saw.join(' ')).toMatch(/books/);
        expect(p.not_seen.join(' ')).toMatch(/team news/);
      }
      expect(body.confidence).toBe('high');
      expect(body.data.mode).toBe('snapshot');
      expect(body.data.sources.map((s) => s.source).sort()).toEqual(['football-data', 'odds-api']);
    } finally {
      await created.close();
    }
  }, 120_000);

  it('signal/fpl on the recorded game after gameweek 38 is season rollover: a 409, nothing charged', async () => {
    const created = await open('recorded', '2026-06-24T10:00:00Z');
    try {
      const out = await invokeEndpoint(signalFpl, {}, { asOf: '2026-06-24', ports: created.ports, dataMode: created.dataMode });
      expect(out.status).toBe(409);
      expect(out.body).toMatchObject({ type: 'https://guidekit.dev/problems/nothing-clears', season_state: 'rollover', finished_gameweeks: 38 });
    } finally {
      await created.close();
    }
  }, 120_000);

  it('signal/fpl in season builds the 100.0m squad from the whole recorded pool with HiGHS and names a captain', async () => {
    const created = await open('mid-season', '2025-12-01T10:00:00Z');
    try {
      const out = await invokeEndpoint(signalFpl, {}, { asOf: '2025-12-01', ports: created.ports, dataMode: created.dataMode });
      expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(200);
      expect(signalFpl.response!.safeParse(out.body).success).toBe(true);
      const body = JSON.parse(toJsonText(out.body)) as { gameweek: { id: number }; horizon: number[]; squad_build: { status: string; squad: { position: string; club: string; price: number }[]; cost: number }; captaincy: { captain: { name: string }; lineup: unknown[] }; data: { sources: { source: string }[] } };
      expect(body.gameweek.id).toBe(14);
      expect(body.horizon).toEqual([14, 15, 16]);
      expect(body.squad_build.status).toBe('optimal');
      expect(body.squad_build.squad).toHaveLength(15);
      expect(body.squad_build.cost).toBeLessThanOrEqual(100);
      const perClub = new Map<string, number>();
      for (const p of body.squad_build.squad) perClub.set(p.club, (perClub.get(p.club) ?? 0) + 1);
      expect(Math.max(...perClub.values())).toBeLessThanOrEqual(3);
      expect(body.captaincy.lineup).toHaveLength(11);
      expect(body.data.sources.map((s) => s.source)).toEqual(['fpl']);
    } finally {
      await created.close();
    }
  }, 120_000);
});
