import type { FacilitatorClient } from '@x402/core/server';
import type { PaymentOptions } from '../../../../src/adapters/x402/PaymentOptions.js';

/** Circle's USDC on Base mainnet (https://developers.circle.com/stablecoins/usdc-contract-addresses), written out. */
export const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

/** An arbitrary recipient, EIP-55 checksummed. */
export const PAY_TO = '0x9876543210987654321098765432109876543210';

/** Discovery documents never contact the facilitator; this one fails loudly if they do. */
const UNUSED_FACILITATOR: FacilitatorClient = {
  verify: () => Promise.reject(new Error('not used')),
  settle: () => Promise.reject(new Error('not used')),
  getSupported: () => Promise.reject(new Error('not used')),
};

export const PAYMENT: PaymentOptions = { facilitator: UNUSED_FACILITATOR, payTo: PAY_TO };
