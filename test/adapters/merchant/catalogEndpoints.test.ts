import { describe, expect, it } from 'vitest';
import type { ProbeMerchantResult } from '../../../src/adapters/merchant/probeMerchant.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import type { MerchantProbe } from '../../../src/safety/MerchantProbe.js';
import type { RecallSnapshotReader } from '../../../src/safety/RecallSnapshotReader.js';
import { safetyMerchant } from '../../../src/catalog/safety/merchant.js';
import { shopperTrip } from '../../../src/catalog/safety/shopperTrip.js';
import { createRecallIndex } from '../../../src/safety/createRecallIndex.js';

const AS_OF = '2026-07-01';

/** Signals of a well-run shop, as the probe would return them. */
function goodSignals(hostname: string): ProbeMerchantResult {
  const ok = { status: 'ok', listed: false, evidence: null, fetched_at: '2026-06-30T00:00:00Z' } as const;
  return {
    hostname,
    rdap: { status: 'ok', registration_date: '2005-03-01', expiration_date: '2030-03-01', last_transfer_date: null, registrar: 'Registrar', server: 'https://rdap.verisign.com/com/v1/' },
    tls: { status: 'ok', valid: true, error: null, issuer: 'CA', valid_from: '2026-05-01', valid_to: '2026-09-01', self_signed: false, hostname_match: true, organization: null, days_to_expiry: 62 },
    policy_pages: { status: 'ok', refund: true, privacy: true, terms: true, contact: true, shipping: true, contact_kind: 'phone_or_address' },
    blocklists: { urlhaus: ok, phishtank: ok, openphish: ok },
    probe: { url: `https://${hostname}/`, registrable_domain: hostname, address: '93.184.216.34', sources: [{ id: 'rdap', status: 'ok', fetched_at: null, detail: null }], elapsed_ms: 5 },
  };
}

/** A probe that must never be reached (the request is refused before any lookup). */
const unreachableProbe: MerchantProbe = async () => {
  throw new Error('the probe was reached');
};

const recallsOk: RecallSnapshotReader = async (sources) => ({
  index: createRecallIndex([]),
  sources: Object.fromEntries(sources.map((id) => [id, { status: 'ok', fetched_at: '2026-06-30T00:00:00Z' }])),
  errors: {},
});

describe('safetyMerchant', () => {
  it('answers 200 with a score and hands the probe only the field name, never allowPrivateTargets', async () => {
    const calls: { domain: string; options: object }[] = [];
    const probe: MerchantProbe = async (domain, options) => {
      calls.push({ domain, options });
      return goodSignals('shop.example.com');
    };
    const out = await invokeEndpoint(safetyMerchant, { domain: 'shop.example.com' }, { asOf: AS_OF, ports: { merchantProbe: probe } });
    expect(out.status).toBe(200);
    expect((out.body as { band: string }).band).toMatch(/safe/);
    expect(calls).toEqual([{ domain: 'shop.example.com', options: { field: 'domain', trace: expect.any(Object) } }]);
  });

  it('answers 503 naming the merchant probe when the app has none, never reaching anything', async () => {
    const out = await invokeEndpoint(safetyMerchant, { domain: 'shop.example.com' }, { asOf: AS_OF });
    expect(out.status).toBe(503);
    expect(out.body).toMatchObject({ type: expect.stringMatching(/data-unavailable$/), sources: ['merchantProbe'] });
  });

  it('answers 503 when the probe could measure no signal at all: an answer without information is not sold', async () => {
    const nothing: MerchantProbe = async (domain) => {
      const signals = goodSignals(domain);
      return { ...signals, probe: { ...signals.probe, sources: ['rdap', 'tls', 'policy_pages'].map((id) => ({ id, status: 'unavailable' as const, fetched_at: null, detail: 'timed out' })) } };
    };
    const out = await invokeEndpoint(safetyMerchant, { domain: 'shop.example.com' }, { asOf: AS_OF, ports: { merchantProbe: nothing } });
    expect(out.status).toBe(503);
    expect((out.body as { detail: string }).detail).toContain('timed out');
  });

  it.each(['127.0.0.1', 'localhost', 'http://evil.com@127.0.0.1/', 'http://[::ffff:169.254.169.254]/', 'http://0x7f000001/', 'shop.example.com:8080'])(
    'refuses %s with a 400 naming domain through the default probe',
    async (domain) => {
      const out = await invokeEndpoint(safetyMerchant, { domain }, { asOf: AS_OF, ports: { merchantProbe: unreachableProbe } });
      expect(out.status).toBe(400);
      expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['domain']);
    },
  );

  it('names domain when it is missing', async () => {
    const out = await invokeEndpoint(safetyMerchant, {}, { asOf: AS_OF });
    expect(out.status).toBe(400);
    expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('domain');
  });
});

describe('shopperTrip', () => {
  it('probes each distinct merchant once, sums per currency exactly and lists every source', async () => {
    const probed: string[] = [];
    const merchantProbe: MerchantProbe = async (domain) => {
      probed.push(domain);
      return goodSignals(new URL(domain.includes('://') ? domain : `https://${domain}`).hostname);
    };
    const body = {
      items: [
        { name: 'Kettle', price: '19.99', currency: 'usd', merchant_url: 'https://shop.example.com/kettle' },
        { name: 'Toaster', price: '0.01', currency: 'USD', quantity: 3, merchant_url: 'HTTPS://SHOP.example.com./toaster' },
        { name: 'Tee', price: '1500', currency: 'JPY', merchant_url: 'other.example.com' },
        { name: 'Socks' },
      ],
    };
    const out = await invokeEndpoint(shopperTrip, body, { asOf: AS_OF, ports: { merchantProbe, recalls: recallsOk } });
    expect(out.status).toBe(200);
    const trip = out.body as { totals: { by_currency: { currency: string; subtotal: { toString(): string } }[]; unpriced_items: number }; merchants: { id: string }[]; sources: { id: string }[]; verdict: { level: string } };
    expect(probed).toHaveLength(2);
    expect(trip.merchants.map((m) => m.id).sort()).toEqual(['other.example.com', 'shop.example.com']);
    expect(trip.totals.by_currency.map((t) => [t.currency, t.subtotal.toString()])).toEqual([['JPY', '1500'], ['USD', '20.02']]);
    expect(trip.totals.unpriced_items).toBe(1);
    expect(trip.sources.map((s) => s.id)).toEqual(expect.arrayContaining(['recalls:cpsc', 'recalls:safety-gate', 'rdap:shop.example.com']));
  });

  it('refuses an internal merchant URL with a 400 naming the item, before probing anything', async () => {
    const probed: string[] = [];
    const merchantProbe: MerchantProbe = async (domain) => {
      probed.push(domain);
      return goodSignals('shop.example.com');
    };
    const items = [{ name: 'A', merchant_url: 'shop.example.com' }, { name: 'B', merchant_url: 'http://0177.0.0.1/' }, { name: 'C', merchant_url: 'http://[::1]/' }];
    const out = await invokeEndpoint(shopperTrip, { items }, { asOf: AS_OF, ports: { merchantProbe, recalls: recallsOk } });
    expect(out.status).toBe(400);
    // Every refused URL is named in the one 400, not only the first.
    expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['items[1].merchant_url', 'items[2].merchant_url']);
    expect(probed).toEqual([]);
  });

  it('requires the currency of a price', async () => {
    const out = await invokeEndpoint(shopperTrip, { items: [{ name: 'A', price: '5' }] }, { asOf: AS_OF, ports: { merchantProbe: unreachableProbe, recalls: recallsOk } });
    expect(out.status).toBe(400);
    expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['items[0].currency']);
  });
});
