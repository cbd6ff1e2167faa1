import { describeResponseSchema } from '../../../catalog/responses/describeResponseSchema.js';
import type { Domain, EndpointDefinition } from '../../../catalog/types.js';
import { describeEndpointParams, type JsonSchema } from './describeEndpointParams.js';
import { describeEndpointPrice } from './describeEndpointPrice.js';
import type { DiscoveryOptions } from './DiscoveryOptions.js';

/** Tag descriptions, one per domain, in catalog order. */
const DOMAIN_TAGS: Readonly<Record<Domain, string>> = {
  debt: 'Debt guidance (US, UK, CA, AU): payoff plans, settlement, statutes of limitation, rights.',
  vet: 'Veterans benefits: ratings, compensation, pensions, claims, education, healthcare, home loans.',
  markets: 'Market analysis, scans and signals.',
  backtest: 'Backtests of plain-English trading rules.',
  safety: 'Shopping safety: recalls and merchant trust.',
};

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };

/**
 * Generates the OpenAPI 3.1.0 description of the API from the catalog: one operation per endpoint at its spec
 * method and path, with query parameters (GET) or a JSON body (POST) generated from the zod schemas (hidden
 * `undeclared` parameters left out), and on every operation the guidekit extensions `x-price-usd`, `x-credit-type`
 * (where the spec names one), `x-available` (false while the engine has not landed: the call answers 501 and is
 * never charged) and, when the app charges, `x-x402` (the exact x402 requirements its 402 states), the 402
 * response and the `x402` / `apiKey` security schemes. The 200 body of an endpoint that declares a response schema is
 * generated from it (JSON Schema 2020-12, what the endpoint answers: amounts as numbers, prose fields marked `x-prose`)
 * and placed in `components.schemas` under the operation id; objects there accept members not listed, so a field
 * added later never breaks a generated client.
 *
 * @param options - See {@link DiscoveryOptions}.
 * @returns The OpenAPI document as plain JSON data.
 * @throws GuidekitError `invalid_price` when a price cannot be paid exactly (as at app start).
 * @example
 * ```ts
 * buildOpenApiDocument({ endpoints: ENDPOINTS, baseUrl: 'http://localhost:3000', version: '0.1.0' }).openapi //=> '3.1.0'
 * ```
 * @see https://spec.openapis.org/oas/v3.1.0
 * @see spec: Debt Elimination Guidance Service, Versioning (an OpenAPI 3.1.0 description)
 */
export function buildOpenApiDocument(options: DiscoveryOptions): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of options.endpoints) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: buildOperation(endpoint, options) };
  }
  const domains = [...new Set(options.endpoints.map((e) => e.domain))];
  const responseSchemas: Record<string, JsonSchema> = {};
  for (const endpoint of options.endpoints) {
    if (endpoint.response !== undefined) responseSchemas[endpoint.operationId] = describeResponseSchema(endpoint.response) as JsonSchema;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'guidekit API',
      version: options.version,
      summary: 'Debt, veterans-benefits, market-signal and shopping-safety guidance, paid per call with x402.',
      description:
        'Every operation is generated from the guidekit endpoint catalog. Prices are per call in USD (`x-price-usd`). ' +
        (options.payment === undefined
          ? 'This server charges nothing.'
          : 'Calls are paid with x402 v2 (`exact` scheme, USDC): an unpaid call answers 402 with the requirements in the ' +
            'PAYMENT-REQUIRED header; retry with a signed PAYMENT-SIGNATURE header. Invalid input is a 400 and is never ' +
            'asked to pay; unavailable operations (`x-available: false`) answer 501 and are never charged.'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.baseUrl }],
    tags: domains.map((name) => ({ name, description: DOMAIN_TAGS[name] })),
    paths,
    components: {
      schemas: {
        Problem: {
          type: 'object',
          description: 'RFC 9457 problem details, with one `errors` entry per offending field.',
          required: ['type', 'title', 'status', 'detail'],
          properties: {
            type: { type: 'string', format: 'uri' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            instance: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['field', 'code', 'detail'],
                properties: { field: { type: 'string' }, code: { type: 'string' }, detail: { type: 'string' } },
              },
            },
          },
        },
        ...responseSchemas,
      },
      securitySchemes: {
        x402: {
          type: 'apiKey',
          in: 'header',
          name: 'PAYMENT-SIGNATURE',
          description: 'An x402 v2 PaymentPayload, base64-encoded JSON, signed for the requirements of the 402 (see `x-x402`).',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-KEY',
          description: 'An API key holding prepaid credits of the operation\'s credit type (`x-credit-type`), instead of paying per call.',
        },
      },
    },
  };
}

function buildOperation(endpoint: EndpointDefinition, options: DiscoveryOptions): Record<string, unknown> {
  const price = describeEndpointPrice(endpoint, options.payment);
  const available = endpoint.run !== undefined;
  const described = describeEndpointParams(endpoint);
  const paid = price.x402 !== undefined;
  const lines = [
    `${endpoint.summary}`,
    '',
    `Price: $${price.priceUsd} per call${endpoint.credit === undefined ? '' : ` (or one ${endpoint.credit} credit)`}.`,
    available ? undefined : `Not available yet: ${endpoint.unavailableReason ?? 'its engine has not landed'}; the call answers 501 and is never charged.`,
    described.provisional === undefined ? undefined : `The parameters are provisional (${described.provisional}).`,
    `Specified in ${endpoint.spec}.`,
  ].filter((line): line is string => line !== undefined);

  const operation: Record<string, unknown> = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: lines.join('\n'),
    tags: [endpoint.domain],
  };
  if (endpoint.method === 'GET') {
    operation.parameters = described.params.map((p) => {
      const parameter: Record<string, unknown> = { name: p.name, in: 'query', required: p.required };
      if (p.credential) parameter.description = 'API key, as an alternative to the X-API-KEY header. Never logged.';
      const schema = p.default === undefined ? p.schema : { ...p.schema, default: p.default };
      if (p.json) parameter.content = { 'application/json': { schema } };
      else parameter.schema = schema;
      return parameter;
    });
  } else {
    const properties: Record<string, JsonSchema> = {};
    for (const p of described.params) properties[p.name] = p.default === undefined ? p.schema : { ...p.schema, default: p.default };
    const required = described.params.filter((p) => p.required).map((p) => p.name);
    operation.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties,
            ...(required.length === 0 ? {} : { required }),
            ...(described.provisional === undefined ? {} : { 'x-provisional': described.provisional }),
          },
        },
      },
    };
  }

  const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: PROBLEM_REF } } });
  operation.responses = {
    '200': {
      description: 'The engine\'s answer.',
      ...(paid
        ? { headers: { 'PAYMENT-RESPONSE': { description: 'x402 SettleResponse, base64-encoded JSON.', schema: { type: 'string' } } } }
        : {}),
      // The declared response schema, by reference to components.schemas (filled under the same operation id).
      content: { 'application/json': { schema: endpoint.response === undefined ? { type: 'object' } : { $ref: `#/components/schemas/${endpoint.operationId}` } } },
    },
    '400': problem('Invalid parameters: one `errors` entry per bad field. Never charged.'),
    ...(paid
      ? {
          '402': {
            description: 'Payment required: the x402 PaymentRequired is in the PAYMENT-REQUIRED header (base64 JSON).',
            headers: { 'PAYMENT-REQUIRED': { description: 'x402 v2 PaymentRequired, base64-encoded JSON.', required: true, schema: { type: 'string' } } },
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        }
      : {}),
    '500': problem('Unexpected failure. Never charged.'),
    '501': problem('Declared but not available yet. Never charged.'),
    ...(endpoint.conflict === undefined ? {} : { '409': problem(`${endpoint.conflict} Never charged.`) }),
    ...((endpoint.needs ?? []).length === 0
      ? {}
      : {
          '503': {
            ...problem(
              `A data source it reads (${(endpoint.needs ?? []).join(', ')}) is not configured, down, slow, rate-limited or answered nonsense: \`sources\` names it. Never charged.`,
            ),
            headers: { 'Retry-After': { description: 'Seconds until a retry may succeed, when known.', schema: { type: 'integer' } } },
          },
        }),
  };
  operation.security = paid ? [{ x402: [] }, ...(endpoint.credit === undefined ? [] : [{ apiKey: [] }])] : [];
  operation['x-price-usd'] = price.priceUsd;
  if (endpoint.credit !== undefined) operation['x-credit-type'] = endpoint.credit;
  operation['x-available'] = available;
  // The outside data the endpoint reads, by port name (docs/configuration.md).
  if ((endpoint.needs ?? []).length > 0) operation['x-guidekit-reads'] = [...(endpoint.needs ?? [])];
  if (price.x402 !== undefined) operation['x-x402'] = price.x402;
  if (described.provisional !== undefined) operation['x-provisional'] = described.provisional;
  return operation;
}
