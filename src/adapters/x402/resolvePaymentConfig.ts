import type { Network } from '@x402/core/types';
import { resolve } from 'node:path';
import { getAddress, isAddress } from 'viem';
import { ENDPOINTS } from '../../catalog/endpoints.js';
import type { EndpointDefinition } from '../../catalog/types.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { BASE_MAINNET, DEMO_PAY_TO, USDC_BASE } from './constants.js';
import { usdToAtomicUnits } from './usdToAtomicUnits.js';

/** Which facilitator verifies and settles payments. */
export type FacilitatorChoice =
  | { readonly mode: 'local' }
  | { readonly mode: 'remote'; readonly url: string }
  | { readonly mode: 'cdp'; readonly apiKeyId: string; readonly apiKeySecret: string };

/** The payment setup of a server, resolved from options and the environment. */
export interface PaymentConfig {
  /** Recipient (EIP-55 checksummed). */
  readonly payTo: string;
  /** True when no recipient was configured and the local facilitator uses {@link DEMO_PAY_TO}. */
  readonly payToIsDemo: boolean;
  readonly network: Network;
  /** Validated price overrides by operation id (exact USD decimal strings). */
  readonly priceOverrides: Readonly<Record<string, string>>;
  readonly facilitator: FacilitatorChoice;
  /** Absolute data directory of the embedded store. */
  readonly dataDir: string;
}

/** Options of {@link resolvePaymentConfig}; each one, when given, wins over its environment variable. */
export interface ResolvePaymentConfigOptions {
  /** Environment to read. Default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Catalog the overrides must refer to. Default the whole catalog. */
  readonly endpoints?: readonly EndpointDefinition[];
  /** Instead of `GUIDEKIT_PAY_TO`. */
  readonly payTo?: string;
  /** Instead of `GUIDEKIT_FACILITATOR_URL`. */
  readonly facilitatorUrl?: string;
  /** Instead of `GUIDEKIT_PRICE_OVERRIDES`. */
  readonly priceOverrides?: Readonly<Record<string, string>>;
  /** Instead of `GUIDEKIT_DATA_DIR` (default `./.guidekit`). */
  readonly dataDir?: string;
}

/**
 * Resolves how the server is paid, from explicit options and then the environment:
 * `GUIDEKIT_PAY_TO` (recipient), `GUIDEKIT_PRICE_OVERRIDES` (JSON `{"debtPayoff":"0.12"}`),
 * `GUIDEKIT_FACILITATOR_URL` (remote facilitator), `CDP_API_KEY_ID` + `CDP_API_KEY_SECRET` (Coinbase CDP, used when
 * no URL is set), otherwise the local in-process facilitator, which is refused when `NODE_ENV=production` because it
 * settles nothing on chain. Only the local facilitator may fall back to the demo recipient.
 *
 * @param options - See {@link ResolvePaymentConfigOptions}.
 * @returns The validated configuration.
 * @throws GuidekitError naming the offending variable: `invalid_address`, `invalid_json`, `invalid_price`,
 *   `unknown_operation`, `invalid_url`, `pay_to_required`, `local_facilitator_in_production`.
 * @example
 * ```ts
 * resolvePaymentConfig({ env: { GUIDEKIT_PAY_TO: '0x…' } }).facilitator.mode //=> 'local'
 * ```
 * @see docs/payments.md
 */
export function resolvePaymentConfig(options: ResolvePaymentConfigOptions = {}): PaymentConfig {
  const env = options.env ?? process.env;
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  const fn = 'resolvePaymentConfig';

  const facilitatorUrl = options.facilitatorUrl ?? value('GUIDEKIT_FACILITATOR_URL');
  const cdpId = value('CDP_API_KEY_ID');
  const cdpSecret = value('CDP_API_KEY_SECRET');
  let facilitator: FacilitatorChoice;
  if (facilitatorUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(facilitatorUrl);
    } catch {
      throw new GuidekitError(`${fn}: GUIDEKIT_FACILITATOR_URL must be an http(s) URL, got ${JSON.stringify(facilitatorUrl)}`, {
        code: 'invalid_url',
        field: 'GUIDEKIT_FACILITATOR_URL',
      });
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new GuidekitError(`${fn}: GUIDEKIT_FACILITATOR_URL must be an http(s) URL`, { code: 'invalid_url', field: 'GUIDEKIT_FACILITATOR_URL' });
    }
    facilitator = { mode: 'remote', url: facilitatorUrl };
  } else if (cdpId !== undefined || cdpSecret !== undefined) {
    if (cdpId === undefined || cdpSecret === undefined) {
      const missing = cdpId === undefined ? 'CDP_API_KEY_ID' : 'CDP_API_KEY_SECRET';
      throw new GuidekitError(`${fn}: Coinbase CDP needs both CDP_API_KEY_ID and CDP_API_KEY_SECRET; ${missing} is missing`, {
        code: 'required',
        field: missing,
      });
    }
    facilitator = { mode: 'cdp', apiKeyId: cdpId, apiKeySecret: cdpSecret };
  } else {
    if (env.NODE_ENV === 'production') {
      throw new GuidekitError(
        `${fn}: the local facilitator settles nothing on chain and is refused when NODE_ENV=production; ` +
          'set GUIDEKIT_FACILITATOR_URL or CDP_API_KEY_ID/CDP_API_KEY_SECRET',
        { code: 'local_facilitator_in_production', field: 'NODE_ENV' },
      );
    }
    facilitator = { mode: 'local' };
  }

  const rawPayTo = options.payTo ?? value('GUIDEKIT_PAY_TO');
  if (rawPayTo !== undefined && !isAddress(rawPayTo, { strict: false })) {
    throw new GuidekitError(`${fn}: GUIDEKIT_PAY_TO must be a 0x EVM address, got ${JSON.stringify(rawPayTo)}`, {
      code: 'invalid_address',
      field: 'GUIDEKIT_PAY_TO',
    });
  }
  if (rawPayTo === undefined && facilitator.mode !== 'local') {
    throw new GuidekitError(`${fn}: GUIDEKIT_PAY_TO is required with a ${facilitator.mode} facilitator (payments would be real)`, {
      code: 'pay_to_required',
      field: 'GUIDEKIT_PAY_TO',
    });
  }

  const endpoints = options.endpoints ?? ENDPOINTS;
  let overrides: Record<string, unknown>;
  if (options.priceOverrides !== undefined) {
    overrides = { ...options.priceOverrides };
  } else {
    const raw = value('GUIDEKIT_PRICE_OVERRIDES');
    try {
      overrides = raw === undefined ? {} : (JSON.parse(raw) as Record<string, unknown>);
    } catch {
      overrides = [] as unknown as Record<string, unknown>;
    }
    if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
      throw new GuidekitError(`${fn}: GUIDEKIT_PRICE_OVERRIDES must be a JSON object such as {"debtPayoff":"0.12"}`, {
        code: 'invalid_json',
        field: 'GUIDEKIT_PRICE_OVERRIDES',
      });
    }
  }
  const priceOverrides: Record<string, string> = {};
  for (const [operationId, price] of Object.entries(overrides)) {
    const field = `GUIDEKIT_PRICE_OVERRIDES.${operationId}`;
    if (!endpoints.some((e) => e.operationId === operationId)) {
      throw new GuidekitError(`${fn}: price override for unknown operation ${JSON.stringify(operationId)}`, { code: 'unknown_operation', field });
    }
    if (typeof price !== 'string') {
      throw new GuidekitError(`${fn}: ${field} must be a decimal string such as "0.12" (a JSON number may not be exact)`, {
        code: 'invalid_price',
        field,
      });
    }
    usdToAtomicUnits(price, { decimals: USDC_BASE.decimals, field });
    priceOverrides[operationId] = price;
  }

  return {
    payTo: getAddress(rawPayTo ?? DEMO_PAY_TO),
    payToIsDemo: rawPayTo === undefined,
    network: BASE_MAINNET,
    priceOverrides,
    facilitator,
    dataDir: resolve(options.dataDir ?? value('GUIDEKIT_DATA_DIR') ?? './.guidekit'),
  };
}
