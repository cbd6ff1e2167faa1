import { x402ResourceServer } from '@x402/core/server';
import { ExactEvmScheme } from '@x402/evm/exact/server';
import { BASE_MAINNET } from './constants.js';
import { eip3009Authorization } from './eip3009Authorization.js';
import type { PaymentOptions } from './PaymentOptions.js';

/**
 * The x402 resource server every paid surface shares (HTTP routes, credit purchases, MCP tools): the exact EVM
 * scheme on the configured network, and, when a settlement store is given, every successful settlement recorded
 * there so the (payer, nonce) is known spent and the payment can be audited (a remote facilitator settles on chain;
 * the local one records its own).
 *
 * @param payment - The payment options of the app.
 * @returns The resource server.
 * @example
 * ```ts
 * const server = createResourceServer({ facilitator, payTo });
 * ```
 * @see https://github.com/coinbase/x402
 */
export function createResourceServer(payment: PaymentOptions): x402ResourceServer {
  const server = new x402ResourceServer(payment.facilitator).register(payment.network ?? BASE_MAINNET, new ExactEvmScheme());
  const store = payment.settlementStore;
  if (store !== undefined) {
    server.onAfterSettle(async ({ paymentPayload, requirements, result }) => {
      const authorization = eip3009Authorization(paymentPayload);
      if (!result.success || authorization === undefined) return;
      await store.recordSettlement({
        network: requirements.network,
        asset: requirements.asset,
        payer: authorization.from,
        nonce: authorization.nonce,
        payTo: requirements.payTo,
        amount: requirements.amount,
        transaction: result.transaction,
        resource: paymentPayload.resource?.url,
        onChain: true,
      });
    });
  }
  return server;
}
