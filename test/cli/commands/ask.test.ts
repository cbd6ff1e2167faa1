// guidekit ask: the explain block of the question endpoints, one question or a file of them, by the grammar or by a
// language model behind an OpenAI-compatible URL. The model is a loopback server replaying a real chat completion
// (test/fixtures/cassettes/llm, recorded from the live OpenAI API by openai-python's snapshot tests; provenance in
// test/fixtures/README.md), so the harness a host runs against a real model is exercised end to end here.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAskCommand } from '../../../src/cli/commands/ask.js';
import { EXIT, runCli } from '../../../src/cli/runCli.js';
import { explainQuestion } from '../../../src/catalog/markets/_ask/explainQuestion.js';

const AS_OF = '2026-11-25';
const RECORDED = readFileSync('test/fixtures/cassettes/llm/bodies/77acaa8fe3b029b499d5710161d40a2eea20bd9a6488c82b365af274c1a73ca2.bin', 'utf8');

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t), today: () => AS_OF } };
}
const lines = (out: readonly string[]) => out.join('').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('guidekit ask --explain', () => {
  it('prints the explain block as JSON, exit 0, calling no data source', async () => {
    const { out, io } = capture();
    expect(await runCli(['ask', '--explain', 'Chiefs -3.5 against the Bills', '--json', '--as-of', AS_OF], io)).toBe(EXIT.ok);
    const block = JSON.parse(out.join(''));
    expect(block).toEqual(explainQuestion('Chiefs -3.5 against the Bills', { asOf: AS_OF }));
    expect(block.routes[0]).toEqual({ path: '/api/signal/sports', params: { sport: 'nfl', event: 'Kansas City Chiefs v Buffalo Bills', market: 'spreads', line: '-3.5' } });
    expect(Object.keys(block)).toEqual(['question', 'intent', 'routes', 'not_understood', 'confidence']);
  });

  it('refuses a question no endpoint answers with the reason and forms that work, exit 2', async () => {
    const { out, io } = capture();
    expect(await runCli(['ask', '--explain', 'tell me a joke', '--json'], io)).toBe(EXIT.usage);
    const block = JSON.parse(out.join(''));
    expect(Object.keys(block)).toEqual(['question', 'refused', 'reason', 'suggestions']);
    expect(block.refused).toBe(true);
    expect(block.suggestions).toContain('Is EURUSD a buy this week?');
  });

  it('prints a readable block without --json, and dates deadlines at --as-of', async () => {
    const { out, io } = capture();
    expect(await runCli(['ask', '--explain', 'bitcoin break 100k by christmas', '--as-of', '2027-12-26'], io)).toBe(EXIT.ok);
    expect(out.join('')).toContain('route: /api/signal/ticker class=crypto instrument=BTC-USD threshold=100000 direction=above deadline=2028-12-25');
  });

  it('rejects a bad date and a missing question as usage errors', async () => {
    expect(await runCli(['ask', '--explain', 'nvda', '--as-of', '2026-13-01'], capture().io)).toBe(EXIT.usage);
    expect(await runCli(['ask'], capture().io)).toBe(EXIT.usage);
  });
});

describe('guidekit ask --file', () => {
  it('prints one JSON object a line, skipping blank lines and comments', async () => {
    const { out, io } = capture();
    const file = '# buyers\nnvda outlook\n\nhow do i bake bread\nlakers vs warriors tonight\n';
    expect(await runAskCommand(['--file', 'q.txt'], io, { readText: async () => file })).toBe(EXIT.ok);
    const got = lines(out);
    expect(got.map((b) => b.question)).toEqual(['nvda outlook', 'how do i bake bread', 'lakers vs warriors tonight']);
    expect(got[1]!.refused).toBe(true);
    expect((got[2]!.routes as { params: { sport: string } }[])[0]!.params.sport).toBe('nba');
  });
});

describe('guidekit ask --file --llm against a loopback OpenAI-compatible server', () => {
  let server: Server;
  let url = '';
  const received: { path: string; authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[]; temperature: number } }[] = [];
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        received.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(RECORDED);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends each question to the chat completions path and validates the model's answer as the endpoints do", async () => {
    const { out, io } = capture();
    const env = { GUIDEKIT_LLM_API_KEY: 'test-key' };
    const code = await runAskCommand(['--file', 'q.txt', '--llm', '--llm-url', url, '--llm-model', 'gpt-4o-2024-08-06'], io, { env, readText: async () => 'is gold a buy\nwho wins arsenal v chelsea\n' });
    expect(code).toBe(EXIT.ok);
    expect(received.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(received[0]!.authorization).toBe('Bearer test-key');
    expect(received[0]!.body.model).toBe('gpt-4o-2024-08-06');
    expect(received[0]!.body.temperature).toBe(0);
    expect(received[0]!.body.messages.at(-1)).toEqual({ role: 'user', content: 'is gold a buy' });
    // The recorded answer is a weather object, not a routing: refused, never repaired into one.
    const got = lines(out);
    expect(got).toHaveLength(2);
    for (const block of got) {
      expect(block.refused).toBe(true);
      expect(block.reason).toMatch(/failed validation/);
    }
  });

  it('says the model is unreachable, exit 3, when no answer came for any question', async () => {
    const { out, io } = capture();
    const code = await runAskCommand(['--file', 'q.txt', '--llm', '--llm-url', 'http://127.0.0.1:9/v1'], io, { env: {}, readText: async () => 'is gold a buy\n' });
    expect(code).toBe(EXIT.unavailable);
    expect(lines(out)[0]!.reason).toMatch(/^the language model gave no answer/);
  });

  it('needs a model endpoint', async () => {
    const { err, io } = capture();
    expect(await runAskCommand(['--file', 'q.txt', '--llm'], io, { env: {}, readText: async () => 'x\n' })).toBe(EXIT.usage);
    expect(err.join('')).toContain('GUIDEKIT_LLM_URL');
  });
});
