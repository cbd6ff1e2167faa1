import { serve, type ServerType } from '@hono/node-server';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, decodePaymentResponseHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentPayload, PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../../src/adapters/x402/createLocalFacilitator.js';
import { defineEndpoint } from '../../../../src/catalog/defineEndpoint.js';
import type { EndpointDefinition } from '../../../../src/catalog/types.js';
import { q } from '../../../../src/core/queryParams.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER, TEST_ENDPOINTS } from '../fixtures.js';

type Eip3009Payload = PaymentPayload & { payload: { signature: string; authorization: Record<string, string> } };

/** Resolves when the slow endpoint's engine starts, so the client can hang up while it runs. */
let engineStarted: () => void = () => undefined;
let engineRelease: Promise<void> = Promise.resolve();
const SLOW: EndpointDefinition = defineEndpoint({
  operationId: 'testSlow',
  method: 'GET',
  path: '/api/test/slow',
  priceUsd: '0.02',
  domain: 'debt',
  spec: 'test',
  summary: 'Answers after the test lets it.',
  params: z.object({ amount: q.money() }),
  run: async (p) => {
    engineStarted();
    await engineRelease;
    return { amount: String(p.amount) };
  },
}) as EndpointDefinition;

describe('x402 payment negatives (createApp + createLocalFacilitator, real signatures)', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;
  const account = privateKeyToAccount(BUYER_KEY);
  // Signs whatever it is shown (no spend controls), and for any EVM network: the attacker's or the confused client.
  const careless = x402Client.fromConfig({
    schemes: [
      { network: 'eip155:8453', client: new ExactEvmScheme(account) },
      { network: 'eip155:84532', client: new ExactEvmScheme(account) },
    ],
    spendControls: false,
  });

  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({
      endpoints: [...TEST_ENDPOINTS, SLOW],
      today: () => '2026-11-22',
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER },
    });
  });
  afterAll(async () => {
    await store.close();
  });

  const URL_PATH = '/api/test/quote?amount=7';
  // @x402/core's resource server: the payload's `accepted` is not one of the route's requirements.
  const NO_MATCH = 'No matching payment requirements';
  const requirementsOf = (res: Response): PaymentRequired => decodePaymentRequiredHeader(res.headers.get('PAYMENT-REQUIRED')!);
  const settlements = async () => (await store.listSettlements({ payer: BUYER_ADDRESS })).length;
  const signFor = async (mutate: (required: PaymentRequired) => void = () => undefined): Promise<Eip3009Payload> => {
    const required = requirementsOf(await app.request(URL_PATH));
    mutate(required);
    return (await careless.createPaymentPayload(required)) as Eip3009Payload;
  };
  const send = (payload: PaymentPayload, path = URL_PATH) =>
    app.request(path, { headers: { 'PAYMENT-SIGNATURE': encodePaymentSignatureHeader(payload) } });
  /** A refused payment: 402, no content, nothing settled, and the reason the server gives. */
  const expectRefused = async (res: Response, before: number): Promise<string> => {
    expect(res.status).toBe(402);
    expect(res.headers.get('PAYMENT-RESPONSE')).toBeNull();
    expect(await settlements()).toBe(before);
    return requirementsOf(res).error ?? '';
  };

  it('refuses a tampered signature with invalid_exact_evm_signature', async () => {
    const before = await settlements();
    const payload = await signFor();
    // Flip one byte of s: still a well-formed 65-byte signature, but it recovers another address.
    const sig = payload.payload.signature;
    const flipped = sig.slice(0, 100) + (sig[100] === '0' ? '1' : '0') + sig.slice(101);
    const tampered = structuredClone(payload);
    tampered.payload.signature = flipped;
    expect(await expectRefused(await send(tampered), before)).toBe('invalid_exact_evm_signature');
  });

  it('refuses a signature for the wrong amount, naming the reason', async () => {
    const before = await settlements();
    // Signed (validly) for 1 atomic unit, presented against the real requirements.
    const cheap = await signFor((r) => void (r.accepts[0]!.amount = '1'));
    expect(await expectRefused(await send(cheap), before)).toBe(NO_MATCH);
    // The same cheap authorization presented as if it answered the real requirements: the value check catches it.
    const honest = await signFor();
    expect(await expectRefused(await send({ ...cheap, accepted: honest.accepted }), before)).toMatch(/invalid_exact_evm_.*value/);
    // The signed value, raised after signing, fails the signature instead.
    const raised = structuredClone(await signFor());
    raised.payload.authorization.value = '1';
    expect(await expectRefused(await send(raised), before)).toBe('invalid_exact_evm_signature');
  });

  it('refuses a payment to the wrong payTo', async () => {
    const before = await settlements();
    const other = await signFor((r) => void (r.accepts[0]!.payTo = '0x1111111111111111111111111111111111111111'));
    expect(await expectRefused(await send(other), before)).toBe(NO_MATCH);
    // Same requirements claimed, but the signed authorization pays someone else.
    const honest = await signFor();
    const redirected = { ...other, accepted: honest.accepted };
    expect(await expectRefused(await send(redirected), before)).toBe('invalid_exact_evm_recipient_mismatch');
  });

  it('refuses a payment signed for another network', async () => {
    const before = await settlements();
    const sepolia = await signFor((r) => void (r.accepts[0]!.network = 'eip155:84532'));
    expect(await expectRefused(await send(sepolia), before)).toBe(NO_MATCH);
    // Claimed as Base mainnet, but the EIP-712 domain the buyer signed carries chain id 84532.
    const relabelled = { ...sepolia, accepted: { ...sepolia.accepted, network: 'eip155:8453' as const } };
    expect(await expectRefused(await send(relabelled), before)).toBe('invalid_exact_evm_signature');
  });

  it('refuses an expired authorization', async () => {
    const before = await settlements();
    vi.useFakeTimers({ toFake: ['Date'] });
    let payload: PaymentPayload;
    try {
      vi.setSystemTime(Date.now() - 3600_000);
      payload = await signFor();
    } finally {
      vi.useRealTimers();
    }
    expect(await expectRefused(await send(payload), before)).toBe('invalid_exact_evm_payload_authorization_valid_before');
  });

  it('serves and settles the same payment exactly once when it is sent 20 times concurrently', async () => {
    const before = await settlements();
    const payload = await signFor();
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(payload)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // A copy arriving while the payment is being served is refused at once (409 payment-in-progress, not run); one
    // arriving after it settled fails verification (402, nonce already used).
    expect(statuses.filter((s) => s === 409 || s === 402)).toHaveLength(19);
    // No loser was settled (their PAYMENT-RESPONSE, when present, says so): one success in all.
    const settled = responses.map((r) => r.headers.get('PAYMENT-RESPONSE')).filter((h) => h !== null && decodePaymentResponseHeader(h).success);
    expect(settled).toHaveLength(1);
    expect(responses.find((r) => r.status === 200)!.headers.get('PAYMENT-RESPONSE')).not.toBeNull();
    expect(await settlements()).toBe(before + 1);
  });

  describe('over a real socket (@hono/node-server on 127.0.0.1)', () => {
    let server: ServerType;
    let baseUrl: string;
    beforeAll(async () => {
      await new Promise<void>((ready) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
          baseUrl = `http://127.0.0.1:${info.port}`;
          ready();
        });
      });
    });
    afterAll(async () => {
      await new Promise<void>((done) => server.close(() => done()));
    });

    // createApp answers 499 when the request's abort signal fired while the engine ran, and @x402/hono never settles
    // an answer of 400 or above: the buyer does not pay for an answer nobody receives.
    it('does not charge a client that disconnects while the engine runs', async () => {
      const before = await settlements();
      const required = requirementsOf(await fetch(`${baseUrl}/api/test/slow?amount=3`));
      expect(required.accepts[0]!.amount).toBe('20000');
      const payload = await careless.createPaymentPayload(required);
      const started = new Promise<void>((resolve) => (engineStarted = resolve));
      let release: () => void = () => undefined;
      engineRelease = new Promise<void>((resolve) => (release = resolve));
      const controller = new AbortController();
      const call = fetch(`${baseUrl}/api/test/slow?amount=3`, {
        headers: { 'PAYMENT-SIGNATURE': encodePaymentSignatureHeader(payload) },
        signal: controller.signal,
      });
      await started;
      controller.abort();
      await expect(call).rejects.toThrow();
      // Give the server time to notice the closed socket, then let the engine answer.
      await new Promise((r) => setTimeout(r, 100));
      release();
      await new Promise((r) => setTimeout(r, 500));
      expect(await settlements()).toBe(before);
      const nonce = (payload as Eip3009Payload).payload.authorization.nonce!;
      expect(await store.hasUsedNonce({ network: 'eip155:8453', asset: required.accepts[0]!.asset, payer: BUYER_ADDRESS, nonce })).toBe(false);
    });
  });
});
