import { decodePaymentRequiredHeader, encodePaymentRequiredHeader } from '@x402/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import type { Store } from '../../../src/adapters/store/Store.js';
import { createLocalFacilitator } from '../../../src/adapters/x402/createLocalFacilitator.js';
import { SELLER, TEST_BARS, TEST_ENDPOINTS } from './fixtures.js';

/** What a client can see of a 402: status, the headers x402 sets, the body, and the decoded requirements. */
async function seen(res: Response) {
  const header = res.headers.get('PAYMENT-REQUIRED');
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    vary: res.headers.get('vary'),
    body: await res.text(),
    header,
    required: header === null ? undefined : decodePaymentRequiredHeader(header),
  };
}

describe('the 402 of an unpaid call, from x402 and then from its per-route template (createPaymentRequiredCache)', () => {
  let store: Store;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    store = await createPgliteStore({ dataDir: 'memory' });
    app = createApp({ endpoints: TEST_ENDPOINTS, today: () => '2026-11-22', ports: { bars: TEST_BARS }, payment: { facilitator: createLocalFacilitator({ store, payTo: SELLER }), payTo: SELLER } });
  });
  afterAll(async () => {
    await store.close();
  });

  it('answers later calls exactly as x402 answered the first ones, with each call its own resource URL', async () => {
    // The first two calls are x402's own answers (the second confirms the template); the rest are built from it.
    const answers = [];
    for (const amount of ['5', '6', '7', '1234.5', '8']) answers.push(await seen(await app.request(`/api/test/quote?amount=${amount}&note=caf%C3%A9`)));
    const first = answers[0]!;
    expect(first.status).toBe(402);
    expect(first.required?.resource.url).toBe('http://localhost/api/test/quote?amount=5&note=caf%C3%A9');
    for (const [i, a] of answers.entries()) {
      const amount = ['5', '6', '7', '1234.5', '8'][i]!;
      expect(a.status).toBe(402);
      expect(a.contentType).toBe(first.contentType);
      expect(a.cacheControl).toBe(first.cacheControl);
      expect(a.vary).toBe(first.vary);
      expect(a.body).toBe(first.body);
      expect(a.required?.resource.url).toBe(`http://localhost/api/test/quote?amount=${amount}&note=caf%C3%A9`);
      // Everything but the URL is x402's first answer, and the header is x402's own encoding of it, byte for byte.
      expect({ ...a.required, resource: { ...a.required!.resource, url: '' } }).toEqual({ ...first.required, resource: { ...first.required!.resource, url: '' } });
      expect(a.header).toBe(encodePaymentRequiredHeader(a.required!));
    }
  });

  it('keeps each route its own price (no template crosses routes)', async () => {
    for (let i = 0; i < 3; i++) await app.request(`/api/test/quote?amount=${i + 1}`);
    for (let i = 0; i < 3; i++) {
      const res = await seen(await app.request(`/api/test/last-close?symbol=SPY${i === 0 ? '' : `&x=${i}`}`));
      expect(res.status).toBe(402);
      expect(res.required?.accepts[0]?.amount).toBe('20000'); // $0.02, not quote's $0.015
      expect(res.required?.resource.url).toContain('/api/test/last-close?symbol=SPY');
    }
  });

  it('leaves browsers (HTML paywall) and calls with an unreadable payment header to x402', async () => {
    for (let i = 0; i < 3; i++) await app.request(`/api/test/quote?amount=${i + 10}`);
    const browser = await app.request('/api/test/quote?amount=9', { headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': 'Mozilla/5.0' } });
    expect(browser.status).toBe(402);
    expect(browser.headers.get('content-type')).toMatch(/text\/html/);
    const garbled = await app.request('/api/test/quote?amount=9', { headers: { 'payment-signature': 'not base64 !' } });
    expect(garbled.status).toBe(402);
    const required = decodePaymentRequiredHeader(garbled.headers.get('PAYMENT-REQUIRED')!);
    // x402 reads an unreadable payment as none: the same 402, for this call's URL.
    expect(required.resource.url).toBe('http://localhost/api/test/quote?amount=9');
  });
});
