import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { describeResponseSchema } from '../../src/catalog/responses/describeResponseSchema.js';
import type { EndpointDefinition } from '../../src/catalog/types.js';
import type { Translator } from '../../src/core/i18n/Translator.js';
import { toJsonText } from '../../src/core/toJsonText.js';
import { RESPONSE_CASES } from './_responseCases.js';

// The 200 path of the gated signal endpoints: a SYNTHETIC markets.signal_edge under which every class sells (the real
// table's measured edges decline every class; test/catalog/markets/signalEdgeGate.test.ts tests those 409s).
vi.mock('../../src/markets/rules/signalEdge.js', async (original) => (await import('./markets/_lib/sellingSignalEdge.js')).withSellingEdge(await original<object>()));

const AS_OF = '2026-11-25';
const SERVED = ENDPOINTS.filter((e) => e.run !== undefined);
const WITH_SCHEMA = SERVED.filter((e) => e.response !== undefined);

/** The issues of a failed parse, one line each, so a failing case shows every field that broke the contract. */
function issuesOf(endpoint: EndpointDefinition, body: unknown): string[] {
  const parsed = endpoint.response!.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

/** Paths of JSON Schema nodes that accept anything: a part z.toJSONSchema could not write and nothing typed. */
function untypedNodes(schema: unknown, path = '#'): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const out: string[] = [];
  for (const [key, member] of Object.entries(node.properties ?? {})) {
    const m = member as Record<string, unknown>;
    if (!['type', 'anyOf', 'oneOf', 'enum', 'const', '$ref'].some((k) => k in m)) out.push(`${path}/properties/${key}`);
    out.push(...untypedNodes(m, `${path}/properties/${key}`));
  }
  if (node.items !== undefined) out.push(...untypedNodes(node.items, `${path}/items`));
  for (const k of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    (node[k] as unknown[] | undefined)?.forEach((s, i) => out.push(...untypedNodes(s, `${path}/${k}/${i}`)));
  }
  if (typeof node.additionalProperties === 'object') out.push(...untypedNodes(node.additionalProperties, `${path}/additionalProperties`));
  return out;
}

describe('response schemas', () => {
  it('are declared by every served endpoint', () => {
    expect(SERVED.filter((e) => e.response === undefined).map((e) => e.operationId)).toEqual([]);
  });

  it('give every served endpoint at least two realistic requests to check', () => {
    for (const endpoint of SERVED) expect(RESPONSE_CASES[endpoint.operationId]?.length ?? 0, endpoint.operationId).toBeGreaterThanOrEqual(2);
  });

  it('write as JSON Schema with a type on every member (amounts as numbers)', () => {
    for (const endpoint of WITH_SCHEMA) {
      const json = describeResponseSchema(endpoint.response!);
      expect(json.type, endpoint.operationId).toBe('object');
      expect(untypedNodes(json), endpoint.operationId).toEqual([]);
    }
  });

  it("reach the translator through invokeEndpoint: an id under an old narrative key stays, prose under a new name is translated", async () => {
    // debtStudent's `recommendation` is a plan id (its key is in the old NARRATIVE_KEYS list); `recommendation_reasons` is prose.
    const student = ENDPOINTS.find((e) => e.operationId === 'debtStudent')!;
    const translator: Translator = { translate: async (texts, lang) => texts.map((t) => `[${lang}] ${t}`) };
    const params = { balance: '38000', income: '52000', employer_type: 'nonprofit', country: 'US', lang: 'it' };
    const plain = (await invokeEndpoint(student, { ...params, lang: 'en' }, { asOf: AS_OF })).body as { recommendation: string; recommendation_reasons: string[] };
    const out = (await invokeEndpoint(student, params, { asOf: AS_OF, translator })).body as typeof plain;
    expect(out.recommendation).toBe(plain.recommendation);
    expect(out.recommendation_reasons).toEqual(plain.recommendation_reasons.map((t) => `[it] ${t}`));
  });

  const validator = new AjvJsonSchemaValidator();

  describe.each(WITH_SCHEMA.map((e) => [e.operationId, e] as const))('%s', (_id, endpoint) => {
    const checkWire = validator.getValidator(describeResponseSchema(endpoint.response!, { prose: 'drop' }));

    it.each((RESPONSE_CASES[endpoint.operationId] ?? []).map((c) => [c.name, c] as const))('accepts the answer to %s, as the engine returns it and as JSON', async (_name, c) => {
      const out = await invokeEndpoint(endpoint, c.params, { asOf: AS_OF, ...(c.ports === undefined ? {} : { ports: c.ports }) });
      expect(out.status, JSON.stringify(out.body).slice(0, 500)).toBe(200);
      expect(issuesOf(endpoint, out.body)).toEqual([]);
      // What an HTTP or MCP client parses: amounts as JSON numbers, checked against the generated JSON Schema.
      const wire = checkWire(JSON.parse(toJsonText(out.body)));
      expect(wire.valid, wire.errorMessage).toBe(true);
    });

    it('still accepts the answer after machine translation, which touches only prose fields', async () => {
      const base = RESPONSE_CASES[endpoint.operationId]![0]!;
      const seen: string[] = [];
      const translator: Translator = { translate: async (texts, lang) => (seen.push(...texts), texts.map((t) => `[${lang}] ${t}`)) };
      const out = await invokeEndpoint(endpoint, { ...base.params, lang: 'it' }, { asOf: AS_OF, translator, ...(base.ports === undefined ? {} : { ports: base.ports }) });
      expect(out.status).toBe(200);
      // Enums, codes, ids and dates would fail the schema if the translator had touched them.
      expect(issuesOf(endpoint, out.body)).toEqual([]);
      expect(seen.length, 'the answer has prose a person reads').toBeGreaterThan(0);
      expect((out.body as { lang_note?: string }).lang_note).toBe('Machine-translated from English into it.');
    });
  });
});
