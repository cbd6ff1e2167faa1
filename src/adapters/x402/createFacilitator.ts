import { HTTPFacilitatorClient, type FacilitatorClient } from '@x402/core/server';
import type { Store } from '../store/Store.js';
import { createLocalFacilitator, type GuidekitFacilitator } from './createLocalFacilitator.js';
import type { PaymentConfig } from './resolvePaymentConfig.js';

/** Options of {@link createFacilitator}. */
export interface CreateFacilitatorOptions {
  /** The store the local facilitator consumes nonces and records settlements in. */
  readonly store: Store;
}

/**
 * Builds the facilitator a {@link PaymentConfig} names: the local in-process one, a remote HTTP facilitator
 * (`HTTPFacilitatorClient`), or Coinbase CDP through `@coinbase/x402` (loaded only in that case; it signs each
 * request with the CDP API key). Nothing is contacted here: `@x402/hono` asks the facilitator's `/supported` before
 * the first 402.
 *
 * @param config - From {@link resolvePaymentConfig}.
 * @param options - See {@link CreateFacilitatorOptions}.
 * @returns The facilitator, with its mode and a banner description.
 * @example
 * ```ts
 * const facilitator = await createFacilitator(resolvePaymentConfig(), { store });
 * ```
 * @see https://docs.cdp.coinbase.com/x402/welcome
 */
export async function createFacilitator(config: PaymentConfig, options: CreateFacilitatorOptions): Promise<GuidekitFacilitator> {
  const choice = config.facilitator;
  switch (choice.mode) {
    case 'local':
      return createLocalFacilitator({ store: options.store, payTo: config.payTo, network: config.network });
    case 'remote':
      return describe(new HTTPFacilitatorClient({ url: choice.url }), 'remote', `remote facilitator ${choice.url}`);
    case 'cdp': {
      const { createFacilitatorConfig } = await import('@coinbase/x402');
      const cdpConfig = createFacilitatorConfig(choice.apiKeyId, choice.apiKeySecret);
      return describe(new HTTPFacilitatorClient(cdpConfig), 'cdp', `Coinbase CDP facilitator ${cdpConfig.url}`);
    }
  }
}

function describe(client: FacilitatorClient, mode: 'remote' | 'cdp', description: string): GuidekitFacilitator {
  return {
    mode,
    settlesOnChain: true,
    description,
    verify: (payload, requirements) => client.verify(payload, requirements),
    settle: (payload, requirements) => client.settle(payload, requirements),
    getSupported: () => client.getSupported(),
  };
}
