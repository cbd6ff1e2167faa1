// An ESM consumer (.mts) of every adapter subpath, compiled by test/package/declarations.test.ts against the packed
// tarball with skipLibCheck: false, with the server, payment and store packages installed (the adapters may name
// their types; the engine subpaths may not, see engines.ts).
import type { Transport, LocalAccount } from 'viem';
import type { Hono } from 'hono';
import { createApp, type PaymentOptions } from 'guidekit/adapters/http';
import { createChainFacilitator, createLedgerSigner, createPgliteStore, type Store } from 'guidekit/adapters/x402';
import { generateApiKey, hashApiKey, type CreditsOptions } from 'guidekit/adapters/credits';
import { createMerchantProbe, type MerchantProbeReport } from 'guidekit/adapters/merchant';
import { simulateMonteCarloInWorkers } from 'guidekit/adapters/workers';
import type { MerchantProbe } from 'guidekit/safety';

type IsAny<T> = 0 extends 1 & T ? true : false;

// guidekit/adapters/http: the app is Hono's own type.
export const app: Hono = createApp();
export const appNotAny: IsAny<ReturnType<typeof createApp>> = false;
export type Payment = PaymentOptions;

// guidekit/adapters/x402: viem's and @x402/evm's types where the facilitator takes and returns them.
declare const transport: Transport;
declare const account: LocalAccount;
export const facilitator = createChainFacilitator({ transport, account });
export const settlesOnChain: boolean = facilitator.settlesOnChain;
export async function openStore(): Promise<Store> {
  const store = await createPgliteStore({ dataDir: './data' });
  return store;
}
export type Signer = ReturnType<typeof createLedgerSigner>;
export const signerNotAny: IsAny<Signer> = false;
// @ts-expect-error the transport is viem's, not a URL
createChainFacilitator({ transport: 'http://127.0.0.1:8545', account });

// guidekit/adapters/credits
export const issued: { readonly key: string; readonly keyHash: string } = generateApiKey();
export const hashed: string = hashApiKey(issued.key);
export type Credits = CreditsOptions;

// guidekit/adapters/merchant: the probe is the safety engine's port type.
export const probe: MerchantProbe = createMerchantProbe();
export type Report = MerchantProbeReport;

// guidekit/adapters/workers
export async function bands(): Promise<number> {
  const result = await simulateMonteCarloInWorkers([0.01, -0.02, 0.03], { resamples: 100, seed: 1, workers: 2 });
  return result.final_equity.p50;
}
