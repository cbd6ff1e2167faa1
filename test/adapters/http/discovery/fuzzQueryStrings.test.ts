import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../../src/adapters/x402/createLocalFacilitator.js';
import { describeEndpointParams } from '../../../../src/adapters/http/discovery/describeEndpointParams.js';
import { ENDPOINTS } from '../../../../src/catalog/endpoints.js';
import { PAY_TO } from './discoveryFixtures.js';

/** Longest any single request may take before it counts as a hang. */
const HANG_MS = 5_000;

/**
 * Declared endpoints whose engine has not landed answer 501 by design, and endpoints that read a data source the app
 * lacks (these apps have none) answer 503 (both never charged); nothing else may be 5xx.
 */
const UNAVAILABLE = new Set(ENDPOINTS.filter((e) => e.run === undefined).map((e) => e.path));
const NEEDS_SOURCE = new Set(ENDPOINTS.filter((e) => (e.needs ?? []).length > 0).map((e) => e.path));
const acceptable = (path: string, status: number) => status < 500 || (status === 501 && UNAVAILABLE.has(path)) || (status === 503 && NEEDS_SOURCE.has(path));

const GET_PATHS = [
  ...ENDPOINTS.filter((e) => e.method === 'GET').map((e) => e.path),
  '/openapi.json', '/llms.txt', '/health', '/api/manifest', '/.well-known/agent.json', '/api/signal/golf', '/api/mcp',
];

/** Parameter names worth hitting: every declared name of every endpoint, plus lang and a few near-misses. */
const KNOWN_NAMES = [...new Set(ENDPOINTS.flatMap((e) => describeEndpointParams(e).params.map((p) => p.name)))];

const hugeText = fc.string({ minLength: 5_000, maxLength: 20_000 });
const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))), // malformed JSON
  fc.constantFrom('[', '{"creditor":', '[{"balance":"1e999"}]', 'NaN', 'Infinity', '-0', '1e309', '%', '%zz', '\u0000', 'true'),
  fc.double().map(String),
  hugeText,
);
const key = fc.oneof(fc.constantFrom(...KNOWN_NAMES), fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('__proto__', 'constructor', 'a[b]', ''));
/** A query string: encoded pairs, sometimes raw (unencoded, possibly malformed percent-escapes). */
const queryString = fc
  .array(fc.tuple(key, value, fc.boolean()), { maxLength: 8 })
  .map((pairs) => pairs.map(([k, v, raw]) => (raw ? `${k}=${v.replace(/[#\s]/g, '')}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)).join('&'));

async function probe(app: ReturnType<typeof createApp>, path: string, query: string): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`hang: ${path}?${query.slice(0, 200)}`)), HANG_MS);
  });
  try {
    const res = await Promise.race([app.request(`${path}?${query}`), hang]);
    await res.arrayBuffer();
    return res.status;
  } finally {
    clearTimeout(timer);
  }
}

describe('createApp under random query strings', () => {
  let store: Store;
  const apps: { name: string; app: ReturnType<typeof createApp> }[] = [{ name: 'free', app: createApp({ today: () => '2026-11-22' }) }];
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    apps.push({ name: 'paid', app: createApp({ today: () => '2026-11-22', payment: { facilitator: createLocalFacilitator({ store, payTo: PAY_TO }), payTo: PAY_TO } }) });
  });
  afterAll(async () => {
    await store.close();
  });

  it('never answers 5xx (but the 501 of an unavailable endpoint) nor hangs on any GET path, with or without payment', { timeout: 60_000 }, async () => {
    for (const { name, app } of apps) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...GET_PATHS), queryString, async (path, query) => {
          const status = await probe(app, path, query);
          expect(acceptable(path, status), `${name} ${status} ${path}?${query.slice(0, 300)}`).toBe(true);
        }),
        { numRuns: 1000, seed: 20261122 },
      );
    }
  });

  it('never answers 5xx to random values of the declared parameters of each GET endpoint', { timeout: 60_000 }, async () => {
    const app = apps[0]!.app;
    for (const endpoint of ENDPOINTS.filter((e) => e.method === 'GET' && e.run !== undefined)) {
      const names = describeEndpointParams(endpoint).params.map((p) => p.name);
      const pairs = fc.dictionary(fc.constantFrom(...names), value, { maxKeys: names.length });
      await fc.assert(
        fc.asyncProperty(pairs, async (params) => {
          const query = new URLSearchParams(params).toString();
          const status = await probe(app, endpoint.path, query);
          expect(acceptable(endpoint.path, status), `${status} ${endpoint.path}?${query.slice(0, 300)}`).toBe(true);
        }),
        { numRuns: 60, seed: 42 },
      );
    }
  });
});
