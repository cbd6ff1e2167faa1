// A CommonJS consumer (.cts, `import x = require(...)`) of every adapter subpath; see adapters.mts. On node16
// resolution a CommonJS file cannot read viem's ESM-only declarations, so the .d.cts import them in ESM resolution mode
// (scripts/importEsmOnlyTypes.ts), and so does this file.
import type { Transport, LocalAccount } from 'viem' with { 'resolution-mode': 'import' };
import http = require('guidekit/adapters/http');
import x402 = require('guidekit/adapters/x402');
import credits = require('guidekit/adapters/credits');
import merchant = require('guidekit/adapters/merchant');
import workers = require('guidekit/adapters/workers');
import safety = require('guidekit/safety');

type IsAny<T> = 0 extends 1 & T ? true : false;

export const app = http.createApp();
export const appNotAny: IsAny<typeof app> = false;
export type Payment = http.PaymentOptions;

declare const transport: Transport;
declare const account: LocalAccount;
export const facilitator = x402.createChainFacilitator({ transport, account });
export const settlesOnChain: boolean = facilitator.settlesOnChain;
export async function openStore(): Promise<x402.Store> {
  return x402.createPgliteStore({ dataDir: './data' });
}
export type Signer = ReturnType<typeof x402.createLedgerSigner>;
export const signerNotAny: IsAny<Signer> = false;
// @ts-expect-error the transport is viem's, not a URL
x402.createChainFacilitator({ transport: 'http://127.0.0.1:8545', account });

export const hashed: string = credits.hashApiKey(credits.generateApiKey().key);
export type Credits = credits.CreditsOptions;

export const probe: safety.MerchantProbe = merchant.createMerchantProbe();

export async function bands(): Promise<number> {
  const result = await workers.simulateMonteCarloInWorkers([0.01, -0.02, 0.03], { resamples: 100, seed: 1, workers: 2 });
  return result.final_equity.p50;
}
