import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { describeResponseSchema } from '../../../../src/catalog/responses/describeResponseSchema.js';
import { buildOpenApiDocument } from '../../../../src/adapters/http/discovery/buildOpenApiDocument.js';
import { ENDPOINTS } from '../../../../src/catalog/endpoints.js';
import packageJson from '../../../../package.json' with { type: 'json' };
import { PAYMENT, PAY_TO, USDC } from './discoveryFixtures.js';

type Operation = Record<string, unknown> & {
  operationId: string;
  parameters?: { name: string; required: boolean; schema?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } } };
  responses: Record<string, unknown>;
  security: unknown[];
};
const operationsOf = (doc: Record<string, unknown>): Operation[] =>
  Object.values(doc.paths as Record<string, Record<string, Operation>>).flatMap((item) => Object.values(item));

const base = { endpoints: ENDPOINTS, baseUrl: 'https://api.example.com', version: packageJson.version };
const free = buildOpenApiDocument(base);
const paid = buildOpenApiDocument({ ...base, payment: PAYMENT });

describe('buildOpenApiDocument', () => {
  it('is a valid OpenAPI 3.1.0 document, with and without payment (swagger-parser)', async () => {
    for (const doc of [free, paid]) {
      expect(doc.openapi).toBe('3.1.0');
      await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    }
  });

  it('takes info.version from package.json and lists the request origin as the server', () => {
    expect((free.info as { version: string }).version).toBe(packageJson.version);
    expect(free.servers).toEqual([{ url: 'https://api.example.com' }]);
  });

  it('declares every catalog endpoint once, at its method and path, with its operation id', () => {
    const ops = operationsOf(free);
    expect(ops).toHaveLength(ENDPOINTS.length);
    for (const endpoint of ENDPOINTS) {
      const op = (free.paths as Record<string, Record<string, Operation>>)[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(op?.operationId, endpoint.path).toBe(endpoint.operationId);
    }
  });

  it('generates a typed client with openapi-typescript that names the payoff path and its parameters', async () => {
    const types = astToString(await openapiTS(structuredClone(paid) as never));
    expect(types).toContain('"/api/debt/payoff"');
    const payoff = types.slice(types.indexOf('debtPayoff: {'));
    for (const name of ['debts', 'extra_payment', 'method']) expect(payoff).toMatch(new RegExp(`\\b${name}\\??:`));
    // The method enum reaches the generated types.
    expect(payoff).toMatch(/"avalanche" \| "snowball" \| "hybrid" \| "auto"/);
  });

  it('puts the price, credit type, availability and (when paid) the x402 requirements on every operation', () => {
    for (const op of operationsOf(paid)) {
      const endpoint = ENDPOINTS.find((e) => e.operationId === op.operationId)!;
      expect(op['x-price-usd']).toBe(endpoint.priceUsd);
      expect(op['x-credit-type']).toBe(endpoint.credit);
      expect(op['x-available']).toBe(endpoint.run !== undefined);
      expect(op['x-x402']).toMatchObject({ scheme: 'exact', network: 'eip155:8453', asset: USDC, payTo: PAY_TO });
      // An endpoint that reads outside data documents its 503 and names what it reads.
      const reads = endpoint.needs ?? [];
      const codes = ['200', '400', '402', '500', '501', ...(reads.length > 0 ? ['503'] : []), ...(endpoint.conflict === undefined ? [] : ['409'])];
      expect(Object.keys(op.responses).sort()).toEqual(codes.sort());
      expect(op['x-guidekit-reads']).toEqual(reads.length > 0 ? reads : undefined);
      expect(op.security).toContainEqual({ x402: [] });
      if (endpoint.credit !== undefined) expect(op.security).toContainEqual({ apiKey: [] });
    }
    for (const op of operationsOf(free)) {
      expect(op['x-x402']).toBeUndefined();
      expect(op.responses['402']).toBeUndefined();
      expect(op.security).toEqual([]);
    }
  });

  it('states atomic USDC amounts at 6 decimals (spec prices: $0.10 payoff, $0.015 recalls, $2.49 signal)', () => {
    const amountOf = (id: string) => (operationsOf(paid).find((op) => op.operationId === id)!['x-x402'] as { amount: string }).amount;
    expect(amountOf('debtPayoff')).toBe('100000');
    expect(amountOf('safetyRecalls')).toBe('15000');
    expect(amountOf('signalGenerate')).toBe('2490000');
  });

  it('applies price overrides to x-price-usd and the x402 amount', () => {
    const doc = buildOpenApiDocument({ ...base, payment: { ...PAYMENT, priceOverrides: { debtPayoff: '0.12' } } });
    const op = operationsOf(doc).find((o) => o.operationId === 'debtPayoff')!;
    expect(op['x-price-usd']).toBe('0.12');
    expect((op['x-x402'] as { amount: string }).amount).toBe('120000');
  });

  it('declares both security schemes: x402 in PAYMENT-SIGNATURE, API key in X-API-KEY', () => {
    const schemes = (free.components as { securitySchemes: Record<string, unknown> }).securitySchemes;
    expect(schemes.x402).toMatchObject({ type: 'apiKey', in: 'header', name: 'PAYMENT-SIGNATURE' });
    expect(schemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-KEY' });
  });

  it('hides undeclared parameters and carries no raw catalog metadata key', () => {
    const names = (id: string) => operationsOf(free).find((op) => op.operationId === id)!.parameters!.map((p) => p.name);
    expect(names('vetTdiu')).not.toContain('disability_ratings');
    expect(names('vetTdiu')).not.toContain('employment_status');
    expect(names('debtBNPL')).not.toContain('upfront_fees');
    const text = JSON.stringify(paid);
    expect(text).not.toMatch(/"(undeclared|credential|provisional)":/);
    expect(text).toContain('"x-provisional":"the body is ours: the spec describes the endpoint but shows no request fields"');
  });

  it('gives GET query parameters their required flags, defaults and enums, and sends debts as JSON content', () => {
    const params = operationsOf(free).find((op) => op.operationId === 'debtPayoff')!.parameters!;
    const byName = Object.fromEntries(params.map((p) => [p.name, p]));
    expect(byName.debts).toMatchObject({ in: 'query', required: true });
    expect(byName.debts!.content!['application/json']!.schema).toMatchObject({ type: 'array', minItems: 1 });
    expect(byName.method).toMatchObject({ required: false, schema: { enum: ['avalanche', 'snowball', 'hybrid', 'auto'], default: 'auto' } });
    expect(byName.extra_payment).toMatchObject({ required: false, schema: { default: '0' } });
  });

  it('describes POST bodies as JSON schema with their required members', () => {
    const op = operationsOf(free).find((o) => o.operationId === 'shopperTrip')!;
    const schema = op.requestBody!.content['application/json'].schema;
    expect(schema.required).toEqual(['items']);
    expect(Object.keys(schema.properties)).toEqual(['items', 'lang']);
  });

  it('lists only enum values the endpoint accepts, and the endpoint refuses a value outside the enum', () => {
    for (const endpoint of ENDPOINTS.filter((e) => e.method === 'GET')) {
      const op = operationsOf(free).find((o) => o.operationId === endpoint.operationId)!;
      for (const param of op.parameters!) {
        const values = param.schema?.enum as string[] | undefined;
        if (values === undefined) continue;
        const issuesFor = (value: string) =>
          (endpoint.params.safeParse({ [param.name]: value }).error?.issues ?? []).filter((i) => i.path[0] === param.name);
        for (const value of values) expect(issuesFor(value), `${endpoint.path} ${param.name}=${value}`).toEqual([]);
        expect(issuesFor('no-such-value-zz').length, `${endpoint.path} ${param.name}`).toBeGreaterThan(0);
      }
    }
  });

  it("generates each declared 200 body from the endpoint's response schema, under its operation id in components.schemas", () => {
    const schemas = (free.components as { schemas: Record<string, unknown> }).schemas;
    const declared = ENDPOINTS.filter((e) => e.response !== undefined);
    expect(declared.map((e) => e.operationId)).toContain('debtPayoff');
    for (const op of operationsOf(free)) {
      const endpoint = ENDPOINTS.find((e) => e.operationId === op.operationId)!;
      const body = (op.responses['200'] as { content: Record<string, { schema: unknown }> }).content['application/json']!.schema;
      if (endpoint.response === undefined) {
        expect(body).toEqual({ type: 'object' });
        expect(schemas[endpoint.operationId]).toBeUndefined();
      } else {
        expect(body).toEqual({ $ref: `#/components/schemas/${endpoint.operationId}` });
        expect(schemas[endpoint.operationId]).toEqual(describeResponseSchema(endpoint.response));
      }
    }
    // Amounts are numbers, prose is marked as an extension, and the objects accept members added later.
    const payoff = schemas.debtPayoff as { properties: Record<string, Record<string, unknown>>; additionalProperties: unknown };
    expect(payoff.properties.total_debt).toMatchObject({ type: 'number' });
    expect(payoff.properties.narrative).toMatchObject({ type: 'string', 'x-prose': true });
    expect(payoff.additionalProperties).toEqual({});
    expect(JSON.stringify(schemas)).not.toMatch(/"prose":/);
  });

  it('gives a client generated by openapi-typescript the type of methods.avalanche.months in the payoff answer', async () => {
    const types = astToString(await openapiTS(structuredClone(paid) as never));
    const use = [
      "import type { operations } from './client';",
      "type Payoff = operations['debtPayoff']['responses'][200]['content']['application/json'];",
      'declare const plan: Payoff;',
      'export const months: number = plan.methods.avalanche.months;',
      'export const total: number = plan.total_debt;',
      '// @ts-expect-error months is a number, so the generated type is neither any nor a string',
      'export const wrong: string = plan.methods.avalanche.months;',
    ].join('\n');
    expect(compileErrors({ 'client.ts': types, 'use.ts': use })).toEqual([]);
  });
});

/** The few global types generated clients use, so the check needs no standard library (and stays fast). */
const MINIMAL_LIB = [
  'interface Array<T> { length: number; [n: number]: T }', 'interface Boolean {}', 'interface CallableFunction {}', 'interface Function {}',
  'interface IArguments {}', 'interface NewableFunction {}', 'interface Number {}', 'interface Object {}', 'interface RegExp {}', 'interface String {}',
  'type Record<K extends keyof any, T> = { [P in K]: T };',
].join('\n');

/** Type-checks in-memory files (with a minimal global library) and returns the error messages. */
function compileErrors(sources: Record<string, string>): string[] {
  const files: Record<string, string> = { ...sources, 'lib.d.ts': MINIMAL_LIB };
  const options: ts.CompilerOptions = { strict: true, noEmit: true, noLib: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => {
    const base = name.startsWith('/virtual/') ? name.slice('/virtual/'.length) : undefined;
    return base !== undefined && base in files ? ts.createSourceFile(name, files[base]!, version) : read(name, version);
  };
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => (name.startsWith('/virtual/') ? name.slice('/virtual/'.length) in files : exists(name));
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => name === '/virtual' || (directoryExists?.(name) ?? true);
  const program = ts.createProgram(Object.keys(files).map((f) => `/virtual/${f}`), options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}
