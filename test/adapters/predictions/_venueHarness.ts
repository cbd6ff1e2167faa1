import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSourceFetcher, type SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { startReplayServer, type ReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import { PREDICTION_SOURCE_POLICIES } from '../../../src/adapters/predictions/predictionSourcePolicies.js';
import type { SourceUse } from '../../../src/core/sourceUse.js';
import type { FaultServer } from '../fetch/faultServer.js';

/** The cassette folder of a venue. */
export const cassetteDir = (venue: 'kalshi' | 'polymarket' | 'manifold') => join('test/fixtures/cassettes', venue);

/** The body a venue's cassette holds for a request target (host/path?query), as text. */
export function cassetteBody(venue: 'kalshi' | 'polymarket' | 'manifold', target: string): string {
  const dir = cassetteDir(venue);
  const cassette = JSON.parse(readFileSync(join(dir, 'cassette.json'), 'utf8')) as { exchanges: { target: string; body_sha256: string }[] };
  const exchange = cassette.exchanges.find((e) => e.target === target);
  if (exchange === undefined) throw new Error(`no recording of ${target} in ${dir}`);
  return readFileSync(join(dir, 'bodies', `${exchange.body_sha256}.bin`), 'utf8');
}

/** A fetch layer replaying a venue's cassette from a loopback server, on the venues' real policies. */
export async function replayVenue(venue: 'kalshi' | 'polymarket' | 'manifold', now: Date): Promise<{ fetcher: SourceFetcher; replay: ReplayServer; close(): Promise<void> }> {
  const replay = await startReplayServer(cassetteDir(venue));
  const fetcher = createSourceFetcher({ policies: PREDICTION_SOURCE_POLICIES, fetch: replay.fetch, now: () => now });
  return {
    fetcher,
    replay,
    close: async () => {
      await fetcher.close();
      await replay.close();
    },
  };
}

/** A fetch layer sending every venue request to a misbehaving loopback origin (same path and query), without retries. */
export function faultyVenues(origin: FaultServer): SourceFetcher {
  const policies = PREDICTION_SOURCE_POLICIES.map((p) => ({ ...p, retries: 0, timeoutMs: 2_000, backoff: { initialDelayMs: 1, maxDelayMs: 2 }, breaker: { consecutiveFailures: 1_000, halfOpenAfterMs: 1_000 } }));
  return createSourceFetcher({
    policies,
    fetch: (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return globalThis.fetch(origin.url(`${url.pathname}${url.search}`), init);
    },
  });
}

/** A trace that keeps the source uses an answer's `data` block lists. */
export function collectTrace(): { readonly trace: { record(use: SourceUse): void }; readonly uses: SourceUse[] } {
  const uses: SourceUse[] = [];
  return { trace: { record: (use) => void uses.push(use) }, uses };
}
