import type { Domain, EndpointDefinition } from '../../../catalog/types.js';
import { describeEndpointParams } from './describeEndpointParams.js';
import { describeEndpointPrice } from './describeEndpointPrice.js';
import type { DiscoveryOptions } from './DiscoveryOptions.js';

/** Section headings, one per domain, in catalog order. */
const DOMAIN_SECTIONS: Readonly<Record<Domain, string>> = {
  debt: 'Debt guidance',
  vet: 'Veterans benefits',
  markets: 'Market analysis and signals',
  backtest: 'Backtests',
  safety: 'Shopping safety',
};

/**
 * Generates `/llms.txt` (llmstxt.org): an H1 with the service name, a `>` summary, a paragraph on how to call and
 * pay, a Discovery section linking the OpenAPI description, the agent card, the manifest and the MCP endpoint, then
 * one H2 section per domain listing each available endpoint as `- [METHOD path](url): $price. summary Parameters: …`.
 * Endpoints whose engine has not landed are listed under `## Optional` (the section readers may skip) and marked
 * "not available yet". Undeclared and credential parameters are not listed.
 *
 * @param options - See {@link DiscoveryOptions}.
 * @returns Markdown text, to be served as `text/plain; charset=utf-8`.
 * @throws GuidekitError `invalid_price` when a price cannot be paid exactly (as at app start).
 * @example
 * ```ts
 * buildLlmsTxt({ endpoints: ENDPOINTS, baseUrl: 'https://api.example.com', version: '0.1.0' }).split('\n')[0] //=> '# guidekit'
 * ```
 * @see https://llmstxt.org/
 */
export function buildLlmsTxt(options: DiscoveryOptions): string {
  const base = options.baseUrl;
  const lines: string[] = [
    '# guidekit',
    '',
    '> Debt, veterans-benefits, market-signal and shopping-safety guidance as structured JSON, one paid call per question.',
    '',
    'GET endpoints take query-string parameters (a JSON document such as `debts` is sent as JSON text); POST endpoints ' +
      'take a JSON body. Invalid input answers 400 with an RFC 9457 problem naming each bad field, and is never charged. ' +
      (options.payment === undefined
        ? 'This server charges nothing.'
        : 'Calls are paid per call with x402 v2 in USDC: an unpaid call answers 402 with the requirements in the ' +
          'PAYMENT-REQUIRED header; sign them and retry with the PAYMENT-SIGNATURE header. On the MCP endpoint the payment ' +
          'travels in `_meta["x402/payment"]`.') +
      ' Add `lang` (ISO 639-1) for narrative text in another language (en and es are shipped).',
    '',
    '## Discovery',
    '',
    `- [OpenAPI 3.1 description](${base}/openapi.json): every operation, its parameters, price and x402 requirements`,
    `- [Agent card](${base}/.well-known/agent-card.json): A2A agent card, one skill per paid endpoint`,
    `- [Market-signal manifest](${base}/api/manifest): paid and retired endpoints, instruments, sports, payment`,
    `- [MCP endpoint](${base}/api/mcp): streamable HTTP (POST), every paid endpoint as a tool`,
    `- [Health](${base}/health): service status and the price list`,
  ];
  const available = options.endpoints.filter((e) => e.run !== undefined);
  const unavailable = options.endpoints.filter((e) => e.run === undefined);
  for (const domain of Object.keys(DOMAIN_SECTIONS) as Domain[]) {
    const inDomain = available.filter((e) => e.domain === domain);
    if (inDomain.length === 0) continue;
    lines.push('', `## ${DOMAIN_SECTIONS[domain]}`, '', ...inDomain.map((e) => entry(e, options)));
  }
  if (unavailable.length > 0) {
    lines.push('', '## Optional', '', ...unavailable.map((e) => entry(e, options)));
  }
  return `${lines.join('\n')}\n`;
}

function entry(endpoint: EndpointDefinition, options: DiscoveryOptions): string {
  const { priceUsd } = describeEndpointPrice(endpoint, options.payment);
  const params = describeEndpointParams(endpoint)
    .params.filter((p) => !p.credential && p.name !== 'lang')
    .map((p) => (p.required ? `${p.name} (required)` : p.name));
  const credit = endpoint.credit === undefined ? '' : ` or one ${endpoint.credit} credit`;
  const status = endpoint.run === undefined ? ' Not available yet (501, never charged).' : '';
  const paramText = params.length === 0 ? '' : ` ${endpoint.method === 'GET' ? 'Parameters' : 'Body'}: ${params.join(', ')}.`;
  return `- [${endpoint.method} ${endpoint.path}](${options.baseUrl}${endpoint.path}): $${priceUsd}${credit}. ${endpoint.summary}${paramText}${status}`;
}
