import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../src/catalog/defineEndpoint.js';
import { findEndpoint } from '../../src/catalog/findEndpoint.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { NothingClearsError } from '../../src/core/NothingClearsError.js';
import { q } from '../../src/core/queryParams.js';
import { langParam } from '../../src/catalog/sharedParams.js';

const echo = defineEndpoint({
  operationId: 'testEcho',
  method: 'GET',
  path: '/api/test/echo',
  priceUsd: '0.01',
  domain: 'debt',
  spec: 'test',
  summary: 'Echoes its input.',
  params: z.object({ amount: q.money(), months: q.integer({ min: 0 }).default(3), kind: q.oneOf(['a', 'b']).optional(), lang: langParam }),
  run: (p, ctx) => {
    if (p.amount === '13') throw new GuidekitError('testEcho: thirteen is unlucky', { code: 'unlucky', field: 'amount' });
    if (p.amount === '666') throw new Error('engine bug');
    return { amount: new Decimal(p.amount), months: p.months, asOf: ctx.asOf, lang: ctx.lang.lang };
  },
});

const later = defineEndpoint({ ...echo, operationId: 'testLater', path: '/api/test/later', run: undefined, unavailableReason: 'lands later' });

describe('invokeEndpoint', () => {
  it('coerces query strings, applies defaults and passes asOf and lang to the engine', async () => {
    const out = await invokeEndpoint(echo, { amount: '10.50', lang: 'ES' }, { asOf: '2026-11-22' });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ amount: new Decimal('10.5'), months: 3, asOf: '2026-11-22', lang: 'es' });
  });

  it('adds a lang_note when the language falls back to English', async () => {
    const out = await invokeEndpoint(echo, { amount: '1', lang: 'it' }, { asOf: '2026-11-22' });
    expect(out.body).toMatchObject({ lang: 'en', lang_note: expect.stringMatching(/\bit\b/) });
  });

  it('answers 400 with one entry per bad field', async () => {
    const out = await invokeEndpoint(echo, { months: '-1', kind: 'c', lang: 'xx' }, { asOf: '2026-11-22' });
    expect(out.status).toBe(400);
    const fields = (out.body as { errors: { field: string; code: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['amount', 'kind', 'lang', 'months']);
    expect((out.body as { errors: { field: string; code: string }[] }).errors.find((e) => e.field === 'amount')?.code).toBe('required');
  });

  it('turns an engine GuidekitError into a 400 and any other failure into a 500 without internals', async () => {
    const bad = await invokeEndpoint(echo, { amount: '13' }, { asOf: '2026-11-22' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ field: 'amount', code: 'unlucky' }] });
    const fault = await invokeEndpoint(echo, { amount: '666' }, { asOf: '2026-11-22' });
    expect(fault.status).toBe(500);
    expect(JSON.stringify(fault.body)).not.toMatch(/engine bug/);
  });

  it('answers 501 for an endpoint whose engine has not landed', async () => {
    const out = await invokeEndpoint(later, { amount: '1' }, { asOf: '2026-11-22' });
    expect(out.status).toBe(501);
    expect(out.body).toMatchObject({ status: 501, detail: expect.stringMatching(/lands later.*Nothing was charged/) });
  });
});

describe('findEndpoint', () => {
  it('finds an endpoint by full path, short path or operation id', () => {
    const endpoints = [echo, later];
    expect(findEndpoint('/api/test/echo', { endpoints })).toBe(echo);
    expect(findEndpoint('test/echo/', { endpoints })).toBe(echo);
    expect(findEndpoint('TESTLATER', { endpoints })).toBe(later);
    expect(findEndpoint('test/none', { endpoints })).toBeUndefined();
  });
});

describe('fieldIssuesFromZod through a JSON parameter', () => {
  const withJson = defineEndpoint({
    ...echo,
    params: z.object({ items: q.json(z.array(z.object({ a: q.money(), b: q.money() }))) }),
    precheck: undefined,
    needsFor: undefined,
    run: () => ({}),
  });

  it('tells a missing nested field from an invalid one', async () => {
    const out = await invokeEndpoint(withJson, { items: '[{"a":-1}]' }, { asOf: '2026-11-22' });
    const errors = (out.body as { errors: { field: string; code: string }[] }).errors;
    expect(errors).toContainEqual(expect.objectContaining({ field: 'items[0].a', code: 'too_small' }));
    expect(errors).toContainEqual(expect.objectContaining({ field: 'items[0].b', code: 'required' }));
  });
});

describe('invokeEndpoint with a Translator', () => {
  const narrated = defineEndpoint({ ...echo, run: () => ({ narrative: 'Pay the card first.', method: 'avalanche' }) });
  const translator = { translate: async (texts: readonly string[], lang: string) => texts.map((t) => `(${lang}) ${t}`) };

  it('machine-translates narrative fields for a language without a catalog', async () => {
    const out = await invokeEndpoint(narrated, { amount: '1', lang: 'it' }, { asOf: '2026-11-22', translator });
    expect(out.body).toMatchObject({ narrative: '(it) Pay the card first.', method: 'avalanche', lang_note: expect.stringMatching(/Machine-translated/) });
  });

  it('leaves shipped catalogs alone', async () => {
    const out = await invokeEndpoint(narrated, { amount: '1', lang: 'es' }, { asOf: '2026-11-22', translator });
    expect(out.body).toEqual({ narrative: 'Pay the card first.', method: 'avalanche' });
  });
});

describe('invokeEndpoint data block', () => {
  const use = (url: string, fetchedAt: string, extra: Record<string, unknown> = {}) => ({ source: 'demo', host: 'api.example.test', url, fetched_at: fetchedAt, age_seconds: 0, from_cache: false, status: 200, method: 'GET' as const, ...extra });
  const reads = (declines: boolean) =>
    defineEndpoint({
      operationId: 'testReads',
      method: 'GET',
      path: '/api/test/reads',
      priceUsd: '0.01',
      domain: 'markets',
      spec: 'test',
      summary: 'Reads one source four times.',
      params: z.object({}),
      run: (_p, ctx) => {
        ctx.trace.record(use('https://api.example.test/a', '2026-11-25T10:00:00.000Z'));
        ctx.trace.record(use('https://api.example.test/b', '2026-11-25T10:00:01.000Z', { status: 404 }));
        // One URL asked two questions in its POST body, and the first question asked again (its later answer kept).
        ctx.trace.record(use('https://api.example.test/info', '2026-11-25T10:00:02.000Z', { method: 'POST', request_body_sha256: 'a'.repeat(64) }));
        ctx.trace.record(use('https://api.example.test/info', '2026-11-25T10:00:03.000Z', { method: 'POST', request_body_sha256: 'b'.repeat(64) }));
        ctx.trace.record(use('https://api.example.test/a', '2026-11-25T10:00:04.000Z', { from_cache: true }));
        if (declines) throw new NothingClearsError('nothing clears.');
        return { ok: true };
      },
    });

  it('lists each source once with every distinct request made to it, in the order first made', async () => {
    const out = await invokeEndpoint(reads(false), {}, { asOf: '2026-11-25' });
    const data = (out.body as { data: { sources: { source: string; url: string; requests: { method: string; url: string; status: number; fetched_at: string; from_cache: boolean; request_body_sha256?: string }[] }[] } }).data;
    expect(data.sources).toHaveLength(1);
    // The entry itself is the latest fetch, as before.
    expect(data.sources[0]!.url).toBe('https://api.example.test/a');
    expect(data.sources[0]!.requests.map((r) => [r.method, r.url.slice(-4), r.status, r.request_body_sha256?.[0] ?? null, r.from_cache])).toEqual([
      ['GET', 'st/a', 200, null, true],
      ['GET', 'st/b', 404, null, false],
      ['POST', 'info', 200, 'a', false],
      ['POST', 'info', 200, 'b', false],
    ]);
  });

  it('gives a 409 the same data block: it is an answer computed from what was read', async () => {
    const out = await invokeEndpoint(reads(true), {}, { asOf: '2026-11-25' });
    expect(out.status).toBe(409);
    expect((out.body as { data: { sources: { requests: unknown[] }[] } }).data.sources[0]!.requests).toHaveLength(4);
  });
});
