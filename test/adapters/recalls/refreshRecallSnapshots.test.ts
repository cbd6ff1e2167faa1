import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataDirSnapshotProvider } from '../../../src/adapters/recalls/createDataDirSnapshotProvider.js';
import { refreshRecallSnapshots } from '../../../src/adapters/recalls/refreshRecallSnapshots.js';
import { safetyRecalls } from '../../../src/catalog/safety/recalls.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { startReplayServer, type ReplayServer } from './replayServer.js';

// Refreshes happen "on" 2026-07-05, just after the fixtures were recorded (their PROVENANCE.md give 2026-06-30…07-05).
const NOW = new Date('2026-07-05T06:00:00Z');
const TODAY = '2026-07-05';
const recallsPort = () => createDataDirSnapshotProvider({ dataDir, fs: { readFile, stat }, now: () => NOW });

let server: ReplayServer;
let dataDir: string;

beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'guidekit-recalls-'));
  for (const key of Object.keys(server.faults)) delete server.faults[key as keyof typeof server.faults];
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function snapshotOf(source: string): Promise<{ status: string; fetched_at: string | null; error: string | null; records: { id: string }[] }> {
  return JSON.parse(await readFile(join(dataDir, 'recalls', `${source}.json`), 'utf8'));
}

async function check(query: Record<string, string>, asOf = TODAY) {
  const outcome = await invokeEndpoint(safetyRecalls, query, { asOf, ports: { recalls: recallsPort() } });
  expect(outcome.status).toBe(200);
  return outcome.body as { status: string; matches: { source: string; recall_id: string; matched_on: string }[]; sources: { id: string; status: string }[]; source_errors: Record<string, string> };
}

describe('refreshRecallSnapshots', () => {
  it('writes one ok snapshot per source from the loopback replay of the recorded responses', async () => {
    const out = await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls });
    expect(out.map((o) => [o.source, o.status, o.error])).toEqual([
      ['cpsc', 'ok', null], ['health-canada', 'ok', null], ['safety-gate', 'ok', null], ['accc', 'ok', null], ['nhtsa', 'ok', null],
    ]);
    // Record ids as printed in the fixtures (CPSC RecallNumber, Health Canada NID, Safety Gate reference, ACCC slug, NHTSA campaign).
    expect((await snapshotOf('cpsc')).records.map((r) => r.id).sort()).toEqual(['26565', '26576', '26581', '26582']);
    expect((await snapshotOf('health-canada')).records.map((r) => r.id).sort()).toEqual(['82260', '82262', '82279']);
    expect((await snapshotOf('safety-gate')).records.map((r) => r.id).sort()).toEqual(['SR/01948/26', 'SR/01949/26', 'SR/01950/26']);
    expect((await snapshotOf('accc')).records.map((r) => r.id)).toContain('courant-kalimba-arborist-rope-range');
    // 16V061000 was received in February 2016, before the ten-year default window (2016-07-05…).
    expect((await snapshotOf('nhtsa')).records.map((r) => r.id)).toEqual(['19V182000']);
    const cpsc = await snapshotOf('cpsc');
    expect(cpsc.status).toBe('ok');
    expect(cpsc.fetched_at).toBe(NOW.toISOString());
    // The ten-year default window is read one year at a time (the service has no pagination).
    expect(server.hits.cpsc).toBeGreaterThanOrEqual(10);
  });

  it('records a source answering 500 as unavailable with the error, and keeps the records of its last success', async () => {
    await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['cpsc'] });
    server.faults.cpsc = '500';
    const later = new Date('2026-07-06T06:00:00Z');
    const [out] = await refreshRecallSnapshots({ dataDir, now: later, urls: server.urls, sources: ['cpsc'] });
    expect(out!.status).toBe('unavailable');
    expect(out!.error).toMatch(/HTTP 500/);
    const snap = await snapshotOf('cpsc');
    expect(snap.status).toBe('unavailable');
    expect(snap.fetched_at).toBe(NOW.toISOString());
    expect(snap.records).toHaveLength(4);
  });

  it('records a source that does not answer within the time limit as unavailable', async () => {
    server.faults['health-canada'] = 'hang';
    const [out] = await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['health-canada'], timeoutMs: 300 });
    expect(out!.status).toBe('unavailable');
    expect(out!.error).toMatch(/within 300 ms/);
    expect((await snapshotOf('health-canada')).records).toEqual([]);
  });

  it("treats CPSC's in-band error record (HTTP 200, RecallID 0) as a failure, not as an empty result", async () => {
    server.faults.cpsc = 'error-record';
    const [out] = await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['cpsc'] });
    expect(out!.status).toBe('unavailable');
    expect(out!.error).toMatch(/Error retrieving Recalls/);
  });

  it('rebuilds the window from --since, so an older campaign comes in', async () => {
    const [out] = await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['nhtsa'], since: '2016-01-01' });
    expect(out!.status).toBe('ok');
    expect((await snapshotOf('nhtsa')).records.map((r) => r.id).sort()).toEqual(['16V061000', '19V182000']);
  });

  it('refreshes incrementally from the end of the previous window and merges by recall id', async () => {
    await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['cpsc'] });
    const before = server.hits.cpsc;
    await refreshRecallSnapshots({ dataDir, now: new Date('2026-07-12T06:00:00Z'), urls: server.urls, sources: ['cpsc'] });
    // One window (2026-06-21…2026-07-12) instead of ten years.
    expect(server.hits.cpsc - before).toBe(1);
    expect((await snapshotOf('cpsc')).records).toHaveLength(4);
  });
});

describe('GET /api/safety/recalls over the snapshot', () => {
  it('answers recalled for the UPC of a recorded CPSC recall (Arizer, 628078802274)', async () => {
    await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls });
    const body = await check({ upc: '628078802274', brand: 'Arizer', country: 'US' });
    expect(body.status).toBe('recalled');
    expect(body.matches[0]).toMatchObject({ source: 'cpsc', recall_id: '26565', matched_on: 'gtin' });
    expect(body.sources.map((s) => s.id).sort()).toEqual(['cpsc', 'nhtsa']);
  });

  it('answers recalled for the EAN-13 of a recorded Safety Gate alert when the country is an EU member', async () => {
    await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['safety-gate'] });
    const body = await check({ upc: '8401204820784', brand: 'Sandowi', country: 'es' });
    expect(body.status).toBe('recalled');
    expect(body.matches[0]!.recall_id).toBe('SR/01948/26');
  });

  it('answers no_match for a clean product when every needed source is current', async () => {
    await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['cpsc', 'nhtsa'] });
    expect((await check({ upc: '036000291452', brand: 'Kleenex', country: 'US' })).status).toBe('no_match');
  });

  it('answers unknown, never no_match, for that country when a needed source answered 500', async () => {
    server.faults.nhtsa = '500';
    await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['cpsc', 'nhtsa'] });
    const body = await check({ upc: '036000291452', brand: 'Kleenex', country: 'US' });
    expect(body.status).toBe('unknown');
    expect(body.sources.find((s) => s.id === 'nhtsa')!.status).toBe('unavailable');
    expect(body.source_errors.nhtsa).toMatch(/HTTP 500/);
    // Canada needs only Health Canada, which is not affected by NHTSA's outage but has no snapshot yet here: with no
    // needed source at all the answer carries no information, so it is a 503 naming the source, never charged.
    const canada = await invokeEndpoint(safetyRecalls, { upc: '036000291452', country: 'CA' }, { asOf: TODAY, ports: { recalls: recallsPort() } });
    expect(canada.status).toBe(503);
    expect(canada.body).toMatchObject({ sources: ['recalls.health-canada'] });
  });

  it('answers 503, never clean, when the only needed source timed out', async () => {
    server.faults.accc = 'hang';
    await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['accc'], timeoutMs: 300 });
    const outcome = await invokeEndpoint(safetyRecalls, { product: 'garden hose reel', country: 'AU' }, { asOf: TODAY, ports: { recalls: recallsPort() } });
    expect(outcome.status).toBe(503);
    expect((outcome.body as { detail: string }).detail).toMatch(/accc/);
  });

  it('answers unknown once the snapshot is older than its freshness limit (7 days)', async () => {
    await refreshRecallSnapshots({ dataDir, now: NOW, urls: server.urls, sources: ['cpsc', 'nhtsa'] });
    const query = { upc: '036000291452', brand: 'Kleenex', country: 'US' };
    expect((await check(query, '2026-07-12')).status).toBe('no_match');
    const stale = await check(query, '2026-07-13');
    expect(stale.status).toBe('unknown');
    expect(stale.sources.every((s) => s.status === 'stale')).toBe(true);
  });

  it('answers 503 naming every source with no snapshot at all', async () => {
    const outcome = await invokeEndpoint(safetyRecalls, { product: 'kettle' }, { asOf: TODAY, ports: { recalls: recallsPort() } });
    expect(outcome.status).toBe(503);
    expect((outcome.body as { detail: string }).detail).toMatch(/cpsc.*nhtsa/);
  });

  it('answers 400 naming product and upc when neither is given', async () => {
    const outcome = await invokeEndpoint(safetyRecalls, { brand: 'Arizer', model: 'XQ2' }, { asOf: TODAY, ports: { recalls: recallsPort() } });
    expect(outcome.status).toBe(400);
    expect((outcome.body as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(['product', 'upc']);
  });

  it('answers 400 naming country, with the allowed values, for a country it has no source for', async () => {
    const outcome = await invokeEndpoint(safetyRecalls, { product: 'kettle', country: 'JP' }, { asOf: TODAY, ports: { recalls: recallsPort() } });
    expect(outcome.status).toBe(400);
    const errors = (outcome.body as { errors: { field: string; message?: string; detail?: string }[] }).errors;
    expect(errors.map((e) => e.field)).toEqual(['country']);
    expect(JSON.stringify(errors)).toMatch(/US, CA, AU, EU/);
  });
});
