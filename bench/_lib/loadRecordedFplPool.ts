import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cassette } from '../../src/adapters/fetch/cassetteFormat.js';
import type { SourceFetcher, SourceResponse } from '../../src/adapters/fetch/createSourceFetcher.js';
import { createFplSource } from '../../src/adapters/sports/createFplSource.js';
import { loadFplPool } from '../../src/catalog/markets/_sports/loadFplPool.js';
import type { FplSource } from '../../src/markets/ports/FplSource.js';
import type { FplPlayer } from '../../src/markets/sports/buildFplSquad.js';

/** The recorded FPL cassette: the 2025/26 game after gameweek 38 (841 players) and the season's fixtures. */
const CASSETTE_DIR = fileURLToPath(new URL('../../test/fixtures/cassettes/fpl/', import.meta.url));

/** The recorded fixtures' finished games end at gameweek 13, so the in-season reading advises on gameweek 14. */
const LAST_FINISHED_GAMEWEEK = 13;

/** The date the in-season reading is made on (the fixtures' recording date). */
export const RECORDED_FPL_AS_OF = '2025-12-01';

/** The recorded pool as the squad build receives it. */
export interface RecordedFplPool {
  /** The players handed to buildFplSquad: xP over the horizon, as the FPL signal endpoint builds them. */
  readonly players: FplPlayer[];
  /** The game's budget in tenths (what the endpoint passes as `budgetTenths`). */
  readonly budgetTenths: number;
  /** Players in the game's answer (before positionless or unpriced ones are left out by the projection). */
  readonly recordedPlayers: number;
  /** The gameweeks projected. */
  readonly gameweeks: readonly number[];
}

/** A fetch layer that serves the cassette's recorded bodies by URL, without a network or a replay server. */
async function cassetteFetcher(): Promise<SourceFetcher> {
  const cassette = JSON.parse(await readFile(join(CASSETTE_DIR, 'cassette.json'), 'utf8')) as Cassette;
  const bodies = new Map<string, Uint8Array>();
  for (const e of cassette.exchanges) if (e.status === 200 && e.body_sha256 !== null) bodies.set(e.url, await readFile(join(CASSETTE_DIR, 'bodies', `${e.body_sha256}.bin`)));
  return {
    async fetch(_source, request): Promise<SourceResponse> {
      const body = bodies.get(request.url);
      if (body === undefined) throw new Error(`the recorded FPL cassette has no answer for ${request.url}`);
      const text = new TextDecoder().decode(body);
      return { status: 200, headers: { 'content-type': 'application/json' }, body, fetchedAt: new Date(RECORDED_FPL_AS_OF), fromCache: true, text: () => text, json: () => JSON.parse(text) as unknown };
    },
    policy: () => undefined,
    state: async () => ({ circuit: 'closed', remaining: null }),
    close: async () => undefined,
  };
}

/**
 * Reads the recorded FPL game through the project's own adapter (createFplSource over the cassette bodies) and
 * projects it the way GET /api/signal/fpl does (loadFplPool: projectFplPool with estimateFplExpectedPoints over the
 * signal rule's horizon), then maps the projection to the squad build's players as assembleFplSignal does (xP over
 * the horizon). The recorded game is at season rollover, where the endpoint has no verdict, so, as the sports replay
 * test does, gameweeks after 13 are read as not yet played (the recorded fixtures' finished games end there); the
 * players' season totals stay as recorded.
 *
 * @returns {@link RecordedFplPool}.
 */
export async function loadRecordedFplPool(): Promise<RecordedFplPool> {
  const recorded = createFplSource({ fetcher: await cassetteFetcher() });
  const game = await recorded.game();
  const inSeason: FplSource = {
    ...recorded,
    game: async () => ({
      ...game,
      gameweeks: game.gameweeks.map((g) => ({ ...g, finished: g.id <= LAST_FINISHED_GAMEWEEK, isCurrent: g.id === LAST_FINISHED_GAMEWEEK, isNext: g.id === LAST_FINISHED_GAMEWEEK + 1 })),
    }),
  };
  const { pool } = await loadFplPool(inSeason, { asOf: RECORDED_FPL_AS_OF, trace: { record: () => undefined }, lang: 'en' });
  // assembleFplSignal's horizon pool: the projection's fields, xP over every projected gameweek.
  const players = pool.players.map((p) => ({ id: p.id, name: p.name, position: p.position, club: p.club, price_tenths: p.price_tenths, xp: p.xp_horizon }));
  return { players, budgetTenths: game.rules.budget, recordedPlayers: game.players.length, gameweeks: pool.gameweeks };
}
