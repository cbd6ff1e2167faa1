import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, decodePaymentResponseHeader, decodePaymentSignatureHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentPayload, PaymentRequired } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { BUYER_ADDRESS, BUYER_KEY, SELLER, TEST_BARS, TEST_ENDPOINTS } from './fixtures.js';

// Circle's USDC on Base mainnet and its EIP-712 domain, from https://developers.circle.com/stablecoins/usdc-contract-addresses
// and the token's name()/version() ("USD Coin", "2"); written out here rather than imported, so a wrong constant fails.
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const BASE = 'http://localhost';

describe('createApp with x402 payment (local facilitator, real @x402/fetch buyer)', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;
  const account = privateKeyToAccount(BUYER_KEY);
  const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(account));
  // Every request the buyer sends, so a test can replay or tamper with a signed payment.
  const sent: Request[] = [];
  const appFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    return app.fetch(request);
  };
  const payingFetch = wrapFetchWithPayment(appFetch, buyer);

  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({
      endpoints: TEST_ENDPOINTS,
      today: () => '2026-11-22',
      ports: { bars: TEST_BARS },
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER },
    });
  });
  afterAll(async () => {
    await store.close();
  });

  const settlementsOf = () => store.listSettlements({ payer: BUYER_ADDRESS });
  const requirementsOf = (res: Response): PaymentRequired => decodePaymentRequiredHeader(res.headers.get('PAYMENT-REQUIRED')!);
  const lastSignature = (): string => {
    const signed = [...sent].reverse().find((r) => r.headers.has('PAYMENT-SIGNATURE'));
    return signed!.headers.get('PAYMENT-SIGNATURE')!;
  };

  it('asks an unpaid valid call for the catalog price in USDC atomic units on Base (x402 v2 header)', async () => {
    const res = await app.request('/api/test/quote?amount=5');
    expect(res.status).toBe(402);
    const required = requirementsOf(res);
    expect(required.x402Version).toBe(2);
    expect(required.accepts).toHaveLength(1);
    // $0.015 at USDC's 6 decimals is 15000 (the issue's own example).
    expect(required.accepts[0]).toMatchObject({
      scheme: 'exact',
      network: 'eip155:8453',
      asset: USDC,
      amount: '15000',
      payTo: SELLER,
      extra: { name: 'USD Coin', version: '2' },
    });
    expect(required.resource?.url).toBe(`${BASE}/api/test/quote?amount=5`);
    expect(required.resource?.description).toBe('Echoes an amount.');
  });

  it('serves a paid call with PAYMENT-RESPONSE and records one settlement in the store', async () => {
    const before = (await settlementsOf()).length;
    const res = await payingFetch(`${BASE}/api/test/quote?amount=5`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ amount: '5' });
    const settle = decodePaymentResponseHeader(res.headers.get('PAYMENT-RESPONSE')!);
    expect(settle.success).toBe(true);
    expect(settle.network).toBe('eip155:8453');
    expect(settle.payer?.toLowerCase()).toBe(BUYER_ADDRESS.toLowerCase());
    const rows = await settlementsOf();
    expect(rows).toHaveLength(before + 1);
    const signed = decodePaymentSignatureHeader(lastSignature());
    expect(rows[0]).toMatchObject({
      network: 'eip155:8453',
      asset: USDC.toLowerCase(),
      payTo: SELLER.toLowerCase(),
      amount: '15000',
      transaction: settle.transaction,
      nonce: (signed.payload as { authorization: { nonce: string } }).authorization.nonce.toLowerCase(),
      onChain: false,
    });
  });

  it('answers the same signed payment replayed with its stored answer, without a second settlement', async () => {
    const first = await payingFetch(`${BASE}/api/test/quote?amount=6`);
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const count = (await settlementsOf()).length;
    const replay = await app.request('/api/test/quote?amount=6', { headers: { 'PAYMENT-SIGNATURE': lastSignature() } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('x-guidekit-replay')).toBe('stored-answer');
    expect(await replay.text()).toBe(firstBody);
    expect(replay.headers.get('PAYMENT-RESPONSE')).toBe(first.headers.get('PAYMENT-RESPONSE'));
    expect(await settlementsOf()).toHaveLength(count);
    // The same payment for other parameters buys nothing more: 409, not charged again.
    const other = await app.request('/api/test/quote?amount=7', { headers: { 'PAYMENT-SIGNATURE': lastSignature() } });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ type: expect.stringMatching(/payment-already-used$/) });
    expect(await settlementsOf()).toHaveLength(count);
  });

  // A signed payment the buyer's real client creates for the given (possibly altered) requirements, not yet sent.
  // A buyer without spend controls, so it will sign whatever it is shown (an honest client would refuse some of these).
  const careless = x402Client.fromConfig({ schemes: [{ network: 'eip155:8453', client: new ExactEvmScheme(account) }], spendControls: false });
  const signFor = async (mutate: (required: PaymentRequired) => void): Promise<PaymentPayload> => {
    const required = requirementsOf(await app.request('/api/test/quote?amount=7'));
    mutate(required);
    return careless.createPaymentPayload(required);
  };
  const send = (payload: PaymentPayload) =>
    app.request('/api/test/quote?amount=7', { headers: { 'PAYMENT-SIGNATURE': encodePaymentSignatureHeader(payload) } });

  it('refuses a payment whose signed amount was raised or lowered after signing', async () => {
    const count = (await settlementsOf()).length;
    const payload = await signFor(() => undefined);
    const tampered = structuredClone(payload) as PaymentPayload & { payload: { authorization: { value: string } } };
    tampered.payload.authorization.value = '1';
    const res = await send(tampered);
    expect(res.status).toBe(402);
    expect(requirementsOf(res).error).toMatch(/signature|value|amount/i);
    expect(await settlementsOf()).toHaveLength(count);
  });

  it('refuses a correctly signed payment for less than the price', async () => {
    const payload = await signFor((r) => void (r.accepts[0]!.amount = '1'));
    const res = await send(payload);
    expect(res.status).toBe(402);
    expect(res.headers.get('PAYMENT-RESPONSE')).toBeNull();
  });

  it('refuses a correctly signed payment to another recipient', async () => {
    const count = (await settlementsOf()).length;
    const payload = await signFor((r) => void (r.accepts[0]!.payTo = '0x1111111111111111111111111111111111111111'));
    const res = await send(payload);
    expect(res.status).toBe(402);
    expect(await settlementsOf()).toHaveLength(count);
  });

  it('refuses a payment signed for another token (EIP-712 domain bound to the contract)', async () => {
    const payload = await signFor((r) => void (r.accepts[0]!.asset = '0x036CbD53842c5426634e7929541eC2318f3dCF7e'));
    // Present it as if it were for USDC: the signature then covers the wrong verifying contract.
    const relabelled = { ...payload, accepted: { ...payload.accepted, asset: USDC } };
    expect((await send(relabelled)).status).toBe(402);
  });

  it('refuses an authorization whose validity window has closed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let payload: PaymentPayload;
    try {
      vi.setSystemTime(Date.now() - 3600_000);
      payload = await signFor(() => undefined);
    } finally {
      vi.useRealTimers();
    }
    const res = await send(payload);
    expect(res.status).toBe(402);
    expect(requirementsOf(res).error).toMatch(/valid_before|expired/i);
  });

  it('answers invalid parameters with 400 problem JSON and never asks for payment', async () => {
    const res = await app.request('/api/test/quote?amount=lots');
    expect(res.status).toBe(400);
    expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['amount']);
    const body = await app.request('/api/test/echo', { method: 'POST', body: 'not json', headers: { 'content-type': 'application/json' } });
    expect(body.status).toBe(400);
    expect(body.headers.get('PAYMENT-REQUIRED')).toBeNull();
  });

  it('prices POST endpoints too, after validating their body', async () => {
    const missing = await app.request('/api/test/echo', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(missing.status).toBe(400);
    const res = await app.request('/api/test/echo', { method: 'POST', body: '{"name":"Ada"}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(402);
    expect(requirementsOf(res).accepts[0]!.amount).toBe('100000');
    const paid = await payingFetch(`${BASE}/api/test/echo`, { method: 'POST', body: '{"name":"Ada"}', headers: { 'content-type': 'application/json' } });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ hello: 'Ada' });
  });

  it('answers 501 for an endpoint without an engine, never 402', async () => {
    const res = await app.request('/api/test/later?amount=5');
    expect(res.status).toBe(501);
    expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
    const paid = await payingFetch(`${BASE}/api/test/later?amount=5`);
    expect(paid.status).toBe(501);
  });

  it('answers a precheck\'s refusal with a 400 before asking for payment', async () => {
    const res = await app.request('/api/test/quote?amount=13');
    expect(res.status).toBe(400);
    expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
    expect(await res.json()).toMatchObject({ errors: [{ field: 'amount', code: 'invalid_value' }] });
  });

  it('answers 503 before asking for payment when the app lacks a data source the endpoint reads', async () => {
    const bare = createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER } });
    const res = await bare.request('/api/test/last-close?symbol=SPY');
    expect(res.status).toBe(503);
    expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
    expect(await res.json()).toMatchObject({ sources: ['bars'] });
  });

  it('does not settle when the engine answers 400 after the payment was verified', async () => {
    const count = (await settlementsOf()).length;
    // Only the source knows the symbol is unknown, so the refusal comes after payment was verified.
    const res = await payingFetch(`${BASE}/api/test/last-close?symbol=QQQ`);
    expect(res.status).toBe(400);
    expect(res.headers.get('PAYMENT-RESPONSE')).toBeNull();
    expect(await settlementsOf()).toHaveLength(count);
    // The authorization was never used: the buyer could still spend it.
    const signed = decodePaymentSignatureHeader(lastSignature()) as PaymentPayload & { payload: { authorization: { nonce: string } } };
    expect(await store.hasUsedNonce({ network: 'eip155:8453', asset: USDC, payer: BUYER_ADDRESS, nonce: signed.payload.authorization.nonce })).toBe(false);
  });

  /**
   * A bars port that counts engine runs and holds every run until each of `expected` requests is either inside the
   * engine or answered: with the lock, 1 runs and the others are answered; without it, all of them would run. No timing.
   */
  const gatedBars = (expected: number) => {
    const state = { runs: 0, inside: 0, answered: 0 };
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const check = () => {
      if (state.inside + state.answered >= expected) open();
    };
    const bars: typeof TEST_BARS = {
      async load(symbol, range, options) {
        state.runs += 1;
        state.inside += 1;
        check();
        await gate;
        return TEST_BARS.load(symbol, range, options);
      },
    };
    return { bars, state, answered: () => (state.answered += 1, check()) };
  };

  it('runs the engine once and settles once when 20 requests carry the same payment at once; the others get 409', async () => {
    const { bars, state, answered } = gatedBars(20);
    const gated = createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', ports: { bars }, payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER } });
    // The buyer's paid request is sent 20 times at once (a client retrying in parallel, or a replay attack).
    let copies: Response[] = [];
    const fanOut = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!request.headers.has('PAYMENT-SIGNATURE')) return gated.fetch(request);
      sent.push(request.clone());
      copies = await Promise.all(Array.from({ length: 20 }, async () => {
        const res = await gated.fetch(request.clone());
        answered();
        return res;
      }));
      return copies.find((r) => r.status === 200) ?? copies[0]!;
    };
    const before = (await settlementsOf()).length;
    const res = await wrapFetchWithPayment(fanOut, buyer)(`${BASE}/api/test/last-close?symbol=SPY`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ symbol: 'SPY', close: 1 });
    expect(copies.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(state.runs).toBe(1);
    expect(await settlementsOf()).toHaveLength(before + 1);
    const refused = copies.filter((r) => r.status === 409);
    expect(refused.every((r) => r.headers.get('PAYMENT-RESPONSE') === null)).toBe(true);
    expect(await refused[0]!.json()).toMatchObject({ type: expect.stringMatching(/payment-in-progress$/), status: 409 });
    // Once settled, the same payment gets its stored answer again, without running the engine or settling again.
    const replay = await gated.request('/api/test/last-close?symbol=SPY', { headers: { 'PAYMENT-SIGNATURE': lastSignature() } });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ symbol: 'SPY', close: 1 });
    expect(state.runs).toBe(1);
    expect(await settlementsOf()).toHaveLength(before + 1);
  });

  it('locks a payment across instances sharing one store', async () => {
    const { bars, state, answered } = gatedBars(10);
    const instance = () => createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', ports: { bars }, payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER } });
    const [first, second] = [instance(), instance()];
    const required = requirementsOf(await first.request('/api/test/last-close?symbol=SPY'));
    const signature = encodePaymentSignatureHeader(await buyer.createPaymentPayload(required));
    const before = (await settlementsOf()).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        Promise.resolve((i % 2 === 0 ? first : second).request('/api/test/last-close?symbol=SPY', { headers: { 'PAYMENT-SIGNATURE': signature } })).then((r) => (answered(), r)),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(state.runs).toBe(1);
    expect(await settlementsOf()).toHaveLength(before + 1);
  });

  it('releases the lock of a payment that was not settled, so the buyer can retry the same payment', async () => {
    const required = requirementsOf(await app.request('/api/test/last-close?symbol=QQQ'));
    const signature = encodePaymentSignatureHeader(await buyer.createPaymentPayload(required));
    const first = await app.request('/api/test/last-close?symbol=QQQ', { headers: { 'PAYMENT-SIGNATURE': signature } });
    expect(first.status).toBe(400);
    const again = await app.request('/api/test/last-close?symbol=QQQ', { headers: { 'PAYMENT-SIGNATURE': signature } });
    expect(again.status).toBe(400); // ran again: not 409, not 402
  });

  it('lets browsers send PAYMENT-SIGNATURE and read PAYMENT-REQUIRED and PAYMENT-RESPONSE (CORS)', async () => {
    const preflight = await app.request('/api/test/quote', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'payment-signature' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toUpperCase()).toContain('PAYMENT-SIGNATURE');
    const res = await app.request('/api/test/quote?amount=5', { headers: { Origin: 'https://example.org' } });
    expect(res.status).toBe(402);
    const exposed = res.headers.get('Access-Control-Expose-Headers')?.toUpperCase() ?? '';
    expect(exposed).toContain('PAYMENT-REQUIRED');
    expect(exposed).toContain('PAYMENT-RESPONSE');
  });

  it('leaves /api/mcp to its own in-band payment (no 402 there)', async () => {
    const res = await app.request('/api/mcp', { method: 'POST', body: '{}' });
    expect(res.status).not.toBe(402);
    expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
  });

  it('charges a price override exactly', async () => {
    const overridden = createApp({
      endpoints: TEST_ENDPOINTS,
      payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER, priceOverrides: { testQuote: '0.12' } },
    });
    const res = await overridden.request('/api/test/quote?amount=5');
    expect(res.status).toBe(402);
    expect(requirementsOf(res).accepts[0]!.amount).toBe('120000');
  });
});

describe('createApp with x402 payment on the real catalog', () => {
  it('charges GET /api/debt/payoff its catalog price ($0.10 = 100000 units) and serves the plan once paid', async () => {
    const { ENDPOINTS } = await import('../../../src/catalog/endpoints.js');
    const debtPayoff = ENDPOINTS.find((e) => e.operationId === 'debtPayoff')!;
    expect(debtPayoff.run, 'debtPayoff is wired').toBeDefined();
    const store = await createPgliteStore({ dataDir: 'memory' });
    try {
      const app = createApp({ today: () => '2026-11-22', payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER } });
      const debts = encodeURIComponent(JSON.stringify([{ creditor: 'Visa', balance: 5000, rate: 22.9, minPayment: 150 }]));
      const url = `${BASE}/api/debt/payoff?debts=${debts}&extra_payment=200`;
      const unpaid = await app.request(url);
      expect(unpaid.status).toBe(402);
      expect(decodePaymentRequiredHeader(unpaid.headers.get('PAYMENT-REQUIRED')!).accepts[0]!.amount).toBe('100000');
      const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
      const paid = await wrapFetchWithPayment(async (input, init) => app.fetch(new Request(input, init)), buyer)(url);
      expect(paid.status).toBe(200);
      expect(paid.headers.get('PAYMENT-RESPONSE')).not.toBeNull();
      expect(typeof (await paid.json())).toBe('object');
      expect((await store.listSettlements()).map((s) => s.amount)).toEqual(['100000']);
    } finally {
      await store.close();
    }
  });
});

describe('createApp with a facilitator that settles on chain', () => {
  it('records each settlement it reports in the settlement store, marked on chain', async () => {
    const { x402Facilitator } = await import('@x402/core/facilitator');
    const { ExactEvmScheme: FacilitatorScheme } = await import('@x402/evm/exact/facilitator');
    const { createLedgerSigner } = await import('../../../src/adapters/x402/createLedgerSigner.js');
    const chainStore = await createPgliteStore({ dataDir: 'memory' });
    const books = await createPgliteStore({ dataDir: 'memory' });
    try {
      // Stands in for a remote facilitator: the official scheme on a ledger kept elsewhere (chainStore), recording nothing in `books`.
      const scheme = new FacilitatorScheme(createLedgerSigner({ store: chainStore, network: 'eip155:8453', asset: USDC, eip712: { name: 'USD Coin', version: '2' } }));
      const remote = new x402Facilitator().register('eip155:8453', scheme);
      const facilitator = {
        verify: (p: PaymentPayload, r: Parameters<typeof remote.verify>[1]) => remote.verify(p, r),
        settle: (p: PaymentPayload, r: Parameters<typeof remote.settle>[1]) => remote.settle(p, r),
        getSupported: async () => remote.getSupported() as never,
      };
      const app = createApp({ endpoints: TEST_ENDPOINTS, payment: { facilitator, payTo: SELLER, settlementStore: books } });
      const buyer = new x402Client().register('eip155:8453', new ExactEvmScheme(privateKeyToAccount(BUYER_KEY)));
      const paid = await wrapFetchWithPayment(async (input, init) => app.fetch(new Request(input, init)), buyer)(`${BASE}/api/test/quote?amount=1`);
      expect(paid.status).toBe(200);
      const rows = await books.listSettlements();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amount: '15000', payTo: SELLER.toLowerCase(), payer: BUYER_ADDRESS.toLowerCase(), onChain: true });
      expect(rows[0]!.transaction).toBe(decodePaymentResponseHeader(paid.headers.get('PAYMENT-RESPONSE')!).transaction);
    } finally {
      await chainStore.close();
      await books.close();
    }
  });
});
