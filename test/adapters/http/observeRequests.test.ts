import { Writable } from 'node:stream';
import fc from 'fast-check';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { observeRequests } from '../../../src/adapters/http/observeRequests.js';

/** An app whose one route answers 200 and remembers the query as URLSearchParams reads the request's URL. */
function loggedApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter((l) => l.length > 0));
      done();
    },
  });
  const expected: Record<string, string>[] = [];
  const app = new Hono();
  app.use('*', observeRequests({ log: pino({ base: null }, stream), knownPaths: new Set(['/q']) }));
  app.get('/q', (c) => {
    expected.push(Object.fromEntries(new URL(c.req.url).searchParams));
    return c.text('ok');
  });
  return { app, lines, expected };
}

/** Pieces of query strings: separators, `+`, well-formed and broken percent-encoding, non-ASCII text. */
const PIECES = ['a', 'key', 'b', '=', '&', '&&', '+', '%20', '%2B', '%26', '%3D', '%C3%A9', '%E2%82%AC', '%F0%9F%98%80', '%', '%2', '%ZZ', '%FF', '%C3%28', '%ED%A0%80', 'é', '€', '__proto__', 'constructor', '[]', '{"x":1}'];

describe('observeRequests: the query of the log line', () => {
  it('is the query as Object.fromEntries(new URLSearchParams(search)) reads it, for any query string (secret key aside)', async () => {
    const { app, lines, expected } = loggedApp();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((p) => p.join('')), async (search) => {
        const res = await app.request(`/q?${search}`);
        expect(res.status).toBe(200);
        const want = { ...expected.at(-1)! };
        if (Object.hasOwn(want, 'key')) want.key = '[Redacted]';
        const got = (JSON.parse(lines.at(-1)!) as { query: Record<string, string> }).query;
        expect(got).toStrictEqual(JSON.parse(JSON.stringify(want)));
      }),
      { numRuns: 300 },
    );
  });
});
