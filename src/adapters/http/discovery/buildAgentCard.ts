import { BASE_MAINNET, USDC_BASE } from '../../x402/constants.js';
import { describeEndpointPrice } from './describeEndpointPrice.js';
import type { DiscoveryOptions } from './DiscoveryOptions.js';

/** URI of the x402 payment extension of A2A, as the a2a-x402 specification declares it. */
const A2A_X402_EXTENSION_URI = 'https://github.com/google-a2a/a2a-x402/v0.1';

/**
 * Generates the A2A agent card served at `/.well-known/agent-card.json` (A2A 0.3+/1.0 path) and
 * `/.well-known/agent.json` (the v0.1/0.2 path the veterans spec names): the service's name, description and
 * version, one skill per catalog endpoint (every endpoint is paid; one whose engine has not landed is tagged
 * `unavailable`), and the x402 payment extension in `capabilities.extensions` (required when the app charges,
 * with the network, token and recipient). Both the 1.0 shape (`supportedInterfaces`) and the legacy 0.3 fields
 * (`url`, `protocolVersion`, `preferredTransport`) are present. The skills are called over the HTTP API (each
 * skill's description names its method and path) or as MCP tools of the same name; A2A task messaging is not served.
 *
 * @param options - See {@link DiscoveryOptions}.
 * @returns The agent card as plain JSON data.
 * @throws GuidekitError `invalid_price` when a price cannot be paid exactly (as at app start).
 * @example
 * ```ts
 * buildAgentCard({ endpoints: ENDPOINTS, baseUrl: 'https://api.example.com', version: '0.1.0' }).skills.length //=> 76
 * ```
 * @see https://a2a-protocol.org/latest/specification/#5-agent-discovery-the-agent-card
 * @see https://github.com/google-a2a/a2a-x402 (the x402 extension URI)
 * @see spec: Veterans Benefits Guidance Service, Endpoints (discovery resources)
 */
export function buildAgentCard(options: DiscoveryOptions) {
  const base = options.baseUrl;
  const payment = options.payment;
  const skills = options.endpoints.map((endpoint) => {
    const { priceUsd } = describeEndpointPrice(endpoint, payment);
    const available = endpoint.run !== undefined;
    return {
      id: endpoint.operationId,
      name: endpoint.operationId,
      description:
        `${endpoint.summary} ${endpoint.method} ${base}${endpoint.path}; $${priceUsd} per call` +
        `${endpoint.credit === undefined ? '' : ` or one ${endpoint.credit} credit`}.` +
        (available ? '' : ' Not available yet.'),
      tags: [endpoint.domain, ...(endpoint.credit === undefined ? [] : [endpoint.credit]), 'x402', ...(available ? [] : ['unavailable'])],
      inputModes: ['application/json'],
      outputModes: ['application/json'],
    };
  });
  return {
    name: 'guidekit',
    description:
      'Debt, veterans-benefits, market-signal and shopping-safety guidance as structured JSON, one paid call per question ' +
      '(x402 v2, USDC). The skills are served over HTTP (see the OpenAPI description) and as MCP tools at /api/mcp.',
    version: options.version,
    supportedInterfaces: [{ url: base, protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' }],
    url: base,
    protocolVersion: '0.3.0',
    preferredTransport: 'HTTP+JSON',
    provider: { organization: 'guidekit', url: base },
    documentationUrl: `${base}/openapi.json`,
    capabilities: {
      streaming: false,
      pushNotifications: false,
      extensions: [
        {
          uri: A2A_X402_EXTENSION_URI,
          description: 'Calls are paid per call with x402 v2 (exact scheme, USDC); see x-x402 in the OpenAPI description.',
          required: payment !== undefined,
          ...(payment === undefined
            ? {}
            : {
                params: {
                  x402Version: 2,
                  scheme: 'exact',
                  network: payment.network ?? BASE_MAINNET,
                  asset: (payment.asset ?? USDC_BASE).address,
                  payTo: payment.payTo,
                },
              }),
        },
      ],
    },
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills,
  };
}
