// End to end on recorded answers: createPorts in snapshot mode replays real recorded bodies through the real
// adapters, the fetch layer and the catalog. The cassette is assembled here from test/fixtures/cassettes (provenance in
// test/fixtures/README.md): the Yahoo, Hyperliquid and CFTC recordings as they are, plus the recorded AAPL chart
// (2020-08-31 to 2020-11-06) and EUR/USD chart (2020-01-01 to 2020-01-02) served for the requests these endpoints send
// (`range=max` daily charts): real bodies served for another URL, as the fixtures README allows for the quote.
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayTarget, type Cassette, type CassetteExchange } from '../../../src/adapters/fetch/cassetteFormat.js';
import { createPorts, type CreatedPorts } from '../../../src/adapters/ports/createPorts.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { scanForex } from '../../../src/catalog/markets/scanForex.js';
import { signalGenerate } from '../../../src/catalog/markets/signalGenerate.js';

const CASSETTES = fileURLToPath(new URL('../../fixtures/cassettes/', import.meta.url));
const chart = (symbol: string) => `https://query1.finance.yahoo.com/v8/finance/chart/${encodeURIComponent(symbol)}?range=max&interval=1d&includePrePost=false&events=div%7Csplit`;

let dir: string;
let dataDir: string;

async function assemble(): Promise<void> {
  dir = await mkdtemp(join(tmpdir(), 'guidekit-replay-'));
  dataDir = await mkdtemp(join(tmpdir(), 'guidekit-data-'));
  await mkdir(join(dir, 'bodies'));
  const exchanges: CassetteExchange[] = [];
  for (const name of ['yahoo', 'hyperliquid', 'cftc']) {
    const cassette = JSON.parse(await readFile(join(CASSETTES, name, 'cassette.json'), 'utf8')) as Cassette;
    // Snapshot mode refuses synthetic exchanges (cftc's hand-written empty answer): only the recorded ones are served.
    exchanges.push(...cassette.exchanges.filter((e) => e.synthetic !== true));
    for (const body of await readdir(join(CASSETTES, name, 'bodies'))) await copyFile(join(CASSETTES, name, 'bodies', body), join(dir, 'bodies', body));
  }
  const servedAs = (recordedTarget: string, url: string): CassetteExchange => {
    const recorded = exchanges.find((e) => e.target.includes(recordedTarget))!;
    return { ...recorded, url, target: replayTarget(url) };
  };
  exchanges.push(servedAs('chart/AAPL?period1=1598832000', chart('AAPL')));
  exchanges.push(servedAs('chart/AAPL?period1=1598832000', chart('TSLA')));
  exchanges.push(servedAs('chart/EURUSD%3DX?period1', chart('EURUSD=X')));
  await writeFile(join(dir, 'cassette.json'), JSON.stringify({ format: 1, recorded_at: '2026-09-20T04:07:58.000Z', recorded_for: 'test', exchanges }));
}

async function open(now: string): Promise<CreatedPorts> {
  return createPorts({ GUIDEKIT_DATA_MODE: 'snapshot', GUIDEKIT_SNAPSHOT_DIR: dir, GUIDEKIT_DATA_DIR: dataDir, GUIDEKIT_MERCHANT_PROBE: 'off' }, { now: () => new Date(now) });
}

describe('market endpoints on replayed recordings', () => {
  beforeAll(assemble);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signal/generate reads AAPL\'s recorded chart through the real adapter: the baseline on 49 bars, said so, declined for want of a measured edge, with the snapshot data block', async () => {
    const created = await open('2026-11-25T15:00:00Z');
    try {
      // On 2026-11-26 the measured edge of equity calls over drift is in force (markets.signal_edge): its lower bound is
      // not above zero, so the call is a 409 no-edge, never charged, carrying what was read.
      const out = await invokeEndpoint(signalGenerate, { instrument: 'AAPL', timeframe: '1d' }, { asOf: '2026-11-26', ports: created.ports, dataMode: created.dataMode });
      expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(409);
      const body = out.body as { type: string; bars: { count: number }; near_misses: { direction: string; probability: number; baseline_probability: number; entry: number; not_sold: { code: string }[] }[]; measured: { class: string; gate: string }; notes: { code: string }[]; session: string; _meta: { reference: null }; data: { mode: string; sources: { source: string; host: string }[] } };
      expect(body.type).toMatch(/\/no-edge$/);
      expect(body.measured).toMatchObject({ class: 'equity', gate: 'edge_not_positive' });
      // The recording holds 49 trading days (2020-08-31 to 2020-11-06, Labor Day closed): too little history, so the probability is the baseline.
      expect(body.bars.count).toBe(49);
      expect(body.notes.map((n) => n.code)).toEqual(['too_little_history']);
      const [call] = body.near_misses;
      expect(call!.probability).toBe(call!.baseline_probability);
      expect(call!.direction).toBe('no_signal');
      expect(call!.not_sold.map((r) => r.code)).toContain('no_measured_edge');
      // AAPL's close on 2020-11-06 in the recorded answer.
      expect(call!.entry).toBeCloseTo(118.69, 2);
      expect(body.session).toBe('open');
      expect(body._meta.reference).toBeNull();
      expect(body.data.mode).toBe('snapshot');
      expect(body.data.sources).toEqual([expect.objectContaining({ source: 'yahoo', host: 'query1.finance.yahoo.com' })]);
    } finally {
      await created.close();
    }
  });

  it('signal/generate after the close reads the recorded Hyperliquid listings and book: the TSLA book of 2023 is refused as stale, and the call declines', async () => {
    const created = await open('2026-11-25T22:30:00Z');
    try {
      const out = await invokeEndpoint(signalGenerate, { instrument: 'TSLA', timeframe: '1d' }, { asOf: '2026-11-25', ports: created.ports, dataMode: created.dataMode });
      expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(409);
      const body = out.body as { type: string; measured: { gate: string }; near_misses: { entry: number }[]; _meta: { reference: { coin: string; source: null; reason: string; quality: string }; reference_detail: { observed: { venue: string } } }; data: { sources: { source: string }[] } };
      // Before the first measurement (2026-11-26) nothing was measured, and nothing is sold.
      expect(body.type).toMatch(/\/no-edge$/);
      expect(body.measured.gate).toBe('not_measured');
      expect(body._meta.reference).toMatchObject({ coin: 'xyz:TSLA', source: null, quality: 'none', reason: 'stale' });
      expect(body._meta.reference_detail.observed.venue).toBe('hyperliquid');
      expect(body.data.sources.map((s) => s.source)).toEqual(['yahoo', 'hyperliquid']);
    } finally {
      await created.close();
    }
  });

  it('scan/forex answers with what it could read: the pairs without a recording are listed as failed, EUR/USD as too short', async () => {
    const created = await open('2026-11-25T15:00:00Z');
    try {
      const out = await invokeEndpoint(scanForex, { style: 'longterm' }, { asOf: '2026-11-25', ports: created.ports, dataMode: created.dataMode });
      expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(200);
      const body = out.body as { partial: boolean; failed: string[]; skipped: { symbol: string; reason: string; source: string | null }[]; ranked: unknown[]; top: null };
      expect(body.partial).toBe(true);
      expect(body.failed).toHaveLength(27);
      expect(body.failed).not.toContain('EURUSD');
      expect(body.skipped.find((s) => s.symbol === 'EURUSD')).toMatchObject({ reason: 'too_little_history' });
      expect(body.skipped.find((s) => s.symbol === 'GBPUSD')).toMatchObject({ reason: 'source_unavailable', source: 'yahoo' });
      expect(body.ranked).toEqual([]);
      expect(body.top).toBeNull();
    } finally {
      await created.close();
    }
  });
});
