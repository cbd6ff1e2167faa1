// Snapshot mode serves recorded answers only: a cassette holding an exchange marked `synthetic` (written by hand, its
// values invented; test/fixtures/README.md) is refused, so a synthetic series can never reach an answer. The contract
// tests still replay such exchanges on purpose (formats, failures), without the refusal.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cassetteSchema, listSyntheticExchanges } from '../../../src/adapters/fetch/cassetteFormat.js';
import { startReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import { createPorts } from '../../../src/adapters/ports/createPorts.js';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';
import { EXIT, runCli } from '../../../src/cli/runCli.js';
import { CASSETTES } from '../markets/harness.js';

const names = readdirSync(CASSETTES).filter((n) => existsSync(join(CASSETTES, n, 'cassette.json')));
const read = (name: string) => cassetteSchema.parse(JSON.parse(readFileSync(join(CASSETTES, name, 'cassette.json'), 'utf8')));

// The exchanges test/fixtures/README.md calls synthetic in the cassettes whose kinds it gives only in its tables (the
// ones with a provenance.json are checked against that file below).
const README_SYNTHETIC: Readonly<Record<string, readonly RegExp[]>> = {
  cftc: [/%27999999%27/],
  coinbase: [/NOPE-USD\/candles/],
  'football-data': [/mmz4281\/9394\/EC\.csv$/],
  fpl: [/element-summary\/99999\/$/],
  'odds-api': [/apiKey=spent-key/, /0000000000000000000000000000dead/, /markets=outrights/],
  racecards: [/cards\?date=2026-03-10$/, /cards\?date=2026-03-11$/],
  stooq: [/s=%5Espx/],
  'yahoo-contracts': [/CLZ26\.NYM/, /CLF27\.NYM/],
};

describe('synthetic cassettes', () => {
  it.each(names)('%s: every exchange the fixtures README or provenance.json calls synthetic is marked, and only those', (name) => {
    const cassette = read(name);
    const provenancePath = join(CASSETTES, name, 'provenance.json');
    const kinds = existsSync(provenancePath) ? new Map((JSON.parse(readFileSync(provenancePath, 'utf8')) as { exchanges: { target: string; kind: string }[] }).exchanges.map((e) => [e.target, e.kind])) : null;
    for (const e of cassette.exchanges) {
      // Polymarket's closed-events page is "assembled" but carries a synthetic copy of market 604489: it is marked.
      const expected = kinds !== null ? kinds.get(e.target) === 'synthetic' || (name === 'polymarket' && e.target.includes('events?closed=true')) : (README_SYNTHETIC[name] ?? []).some((re) => re.test(e.target));
      expect(e.synthetic === true, `${name} ${e.method} ${e.target}`).toBe(expected);
    }
  });

  it('lists the synthetic exchanges of a cassette, and none of a recorded one', () => {
    expect(listSyntheticExchanges(read('yahoo-contracts'))).toEqual([expect.stringMatching(/^GET .*CLZ26\.NYM/), expect.stringMatching(/^GET .*CLF27\.NYM/)]);
    expect(listSyntheticExchanges(read('yahoo'))).toEqual([]);
  });

  it('are still replayed for the contract tests, and refused when the refusal is asked for', async () => {
    const replay = await startReplayServer(join(CASSETTES, 'yahoo-contracts'));
    await replay.close();
    const refused = await startReplayServer(join(CASSETTES, 'yahoo-contracts'), { refuseSynthetic: true }).catch((e: unknown) => e);
    expect(isGuidekitError(refused) && refused.code).toBe('synthetic_cassette');
    expect((refused as Error).message).toMatch(/2 exchanges marked synthetic \(GET query1\.finance\.yahoo\.com\/v8\/finance\/chart\/CLZ26\.NYM/);
  });

  it('are refused by snapshot mode with a configuration error naming them; a recorded cassette is served', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'guidekit-synthetic-'));
    try {
      const settings = (dir: string) => ({ GUIDEKIT_DATA_MODE: 'snapshot', GUIDEKIT_SNAPSHOT_DIR: join(CASSETTES, dir), GUIDEKIT_DATA_DIR: dataDir, GUIDEKIT_MERCHANT_PROBE: 'off' });
      const error = await createPorts(settings('racecards')).catch((e: unknown) => e);
      expect(isGuidekitError(error) && error.code).toBe('invalid_config');
      expect(isGuidekitError(error) && error.field).toBe('GUIDEKIT_SNAPSHOT_DIR');
      expect((error as Error).message).toMatch(/cannot be served in snapshot mode: .*2 exchanges marked synthetic .*racecards\.example\.test\/cards\?date=2026-03-10/);
      const recorded = await createPorts(settings('sec-edgar'));
      expect(recorded.dataMode).toMatchObject({ mode: 'snapshot' });
      await recorded.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('make guidekit call exit 2 with the reason, computing nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'guidekit-synthetic-cli-'));
    const out: string[] = [];
    const err: string[] = [];
    try {
      const code = await runCli(['call', 'signal/racing', '--as-of', '2026-03-10'], {
        stdout: (t) => void out.push(t),
        stderr: (t) => void err.push(t),
        today: () => '2026-03-10',
        loadPorts: () => createPorts({ GUIDEKIT_DATA_MODE: 'snapshot', GUIDEKIT_SNAPSHOT_DIR: join(CASSETTES, 'racecards'), GUIDEKIT_DATA_DIR: dataDir, GUIDEKIT_RACECARDS_URL: 'https://racecards.example.test/cards' }),
      });
      expect(code).toBe(EXIT.usage);
      expect(out).toEqual([]);
      expect(err.join('')).toMatch(/marked synthetic/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
