// Test plumbing for the market adapters: the real fetch layer over a replayed cassette (real recorded answers, see
// test/fixtures/README.md) or over a loopback origin that misbehaves on purpose.
import { join } from 'node:path';
import { createSourceFetcher, type SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { SOURCE_POLICIES } from '../../../src/adapters/fetch/sourcePolicies.js';
import { startReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import type { SourceRecorder, SourceUse } from '../../../src/core/sourceUse.js';
import { startFaultServer, type Behaviour, type FaultServer } from '../fetch/faultServer.js';

/** The ways a source misbehaves in the contract suites. */
export type Fault = 'rate-limited' | 'server-error' | 'malformed' | 'truncated';

/** Every fault, for `it.each`. */
export const FAULTS: readonly Fault[] = ['rate-limited', 'server-error', 'malformed', 'truncated'];

/** What the loopback origin does for each fault: a 429 with a Retry-After too long to wait, a 502, HTML, a cut body. */
export const FAULT_BEHAVIOURS: Readonly<Record<Fault, readonly Behaviour[]>> = {
  'rate-limited': [{ kind: 'status', status: 429, retryAfter: '90' }],
  'server-error': [{ kind: 'status', status: 502 }],
  malformed: [{ kind: 'text', body: '<html><body>Service page, not data</body></html>', type: 'text/html' }],
  truncated: [{ kind: 'truncate', declared: 4000, sent: '{"chart":{"result":[{"meta":' }],
};

export const CASSETTES = join(import.meta.dirname, '../../fixtures/cassettes');

/** The production policies, without retries or waits: a fault shows at the first attempt. */
export const TEST_POLICIES = SOURCE_POLICIES.map((p) => ({ ...p, retries: 0, backoff: { initialDelayMs: 1, maxDelayMs: 2 }, breaker: { consecutiveFailures: 1000, halfOpenAfterMs: 1000 } }));

/** A trace that keeps what it is told. */
export function createTrace(): SourceRecorder & { readonly uses: SourceUse[] } {
  const uses: SourceUse[] = [];
  return { uses, record: (use) => void uses.push(use) };
}

/** The fetch layer of a test and what to close after it. */
export interface Transports {
  readonly fetcher: SourceFetcher;
  close(): Promise<void>;
}

/**
 * The fetch layer with the production policies: requests to `replayHosts` (or all, when `fault` is absent) are
 * answered from the cassettes named; every other request goes to a loopback origin behaving as `fault` says.
 */
export async function openFetcher(options: { readonly cassettes?: readonly string[]; readonly fault?: Fault; readonly replayHosts?: readonly string[]; readonly now?: () => Date }): Promise<Transports> {
  const replays = await Promise.all((options.cassettes ?? []).map((name) => startReplayServer(join(CASSETTES, name))));
  let origin: FaultServer | undefined;
  if (options.fault !== undefined) {
    origin = await startFaultServer();
    origin.set('/fault', FAULT_BEHAVIOURS[options.fault]);
  }
  const transport: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const replayHere = origin === undefined || (options.replayHosts ?? []).includes(url.host);
    if (!replayHere) return globalThis.fetch(origin!.url('/fault'), init);
    // Each cassette answers its own requests; the first that has a recording wins.
    for (const replay of replays) {
      const res = await replay.fetch(input, init);
      if (res.headers.get('x-guidekit-replay') !== 'miss') return res;
      await res.body?.cancel();
    }
    return new Response(JSON.stringify({ error: 'not recorded in any cassette' }), { status: 404, headers: { 'content-type': 'application/json', 'x-guidekit-replay': 'miss' } });
  };
  const fetcher = createSourceFetcher({ policies: TEST_POLICIES, fetch: transport, ...(options.now === undefined ? {} : { now: options.now }) });
  return {
    fetcher,
    async close() {
      await fetcher.close();
      await Promise.all(replays.map((r) => r.close()));
      await origin?.close();
    },
  };
}
