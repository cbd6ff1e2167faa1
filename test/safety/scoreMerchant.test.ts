import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MERCHANT_TRUST_WEIGHTS } from '../../src/safety/rules/merchantTrustWeights.js';
import { scoreMerchant, type MerchantSignals } from '../../src/safety/scoreMerchant.js';

const AS_OF = '2026-07-01';
const W = MERCHANT_TRUST_WEIGHTS.versions[0]!.value;

/** Every signal known and as good as it gets. */
function cleanProfile(hostname: string): MerchantSignals {
  return {
    hostname,
    rdap: { status: 'ok', registration_date: '2001-03-04', expiration_date: '2030-03-04' },
    blocklists: { urlhaus: { status: 'ok', listed: false }, phishtank: { status: 'ok', listed: false }, openphish: { status: 'ok', listed: false } },
    tls: { status: 'ok', valid: true, issuer: 'DigiCert', valid_from: '2026-01-01', valid_to: '2027-01-01', hostname_match: true, organization: 'Example Inc.' },
    policy_pages: { status: 'ok', refund: true, privacy: true, terms: true, contact: true, shipping: true, contact_kind: 'phone_or_address' },
  };
}

const dateArb = fc.integer({ min: 0, max: 12000 }).map((d) => new Date(Date.UTC(2026, 6, 1) - d * 86_400_000).toISOString().slice(0, 10));
const probe = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.oneof(arb, fc.constant({ status: 'unavailable' as const })), { nil: undefined });
const listArb = probe(fc.record({ status: fc.constant('ok' as const), listed: fc.boolean() }));
const signalsArb: fc.Arbitrary<MerchantSignals> = fc.record({
  hostname: fc.constantFrom('example.com', 'shop-24.xyz', 'arnazon.com', 'xn--mazon-3ve.shop', 'walmart-clearance.store', 'good.co.uk'),
  rdap: probe(fc.record({ status: fc.constant('ok' as const), registration_date: fc.option(dateArb, { nil: null }), expiration_date: fc.option(dateArb.map((d) => `${Number(d.slice(0, 4)) + 2}${d.slice(4)}`.replace('-02-29', '-02-28')), { nil: null }) })),
  blocklists: fc.record({ urlhaus: listArb, phishtank: listArb, openphish: listArb }, { requiredKeys: [] }),
  tls: probe(fc.record({ status: fc.constant('ok' as const), valid: fc.boolean(), self_signed: fc.boolean(), hostname_match: fc.boolean(), valid_to: fc.constantFrom('2026-06-01', '2027-01-01') })),
  policy_pages: probe(
    fc.record({
      status: fc.constant('ok' as const),
      refund: fc.option(fc.boolean(), { nil: null }),
      privacy: fc.option(fc.boolean(), { nil: null }),
      terms: fc.option(fc.boolean(), { nil: null }),
      contact: fc.option(fc.boolean(), { nil: null }),
      shipping: fc.option(fc.boolean(), { nil: null }),
      contact_kind: fc.constantFrom('phone_or_address' as const, 'form_only' as const, 'webmail_only' as const, null),
    }),
  ),
});

describe('scoreMerchant', () => {
  it('scores a long-established shop with every signal clean in the top band', () => {
    const r = scoreMerchant(cleanProfile('example.com'), { asOf: AS_OF });
    expect(r.unknowns).toEqual([]);
    expect(r.band).toBe('very_likely_safe');
    // 50 + 20 (age > 10 y) + 5 (TLS) + 5 (OV) + 6 + 4 + 4 + 6 + 3 (pages) = 103, clamped.
    expect(r.score).toBe(100);
    expect(r.signals.find((s) => s.id === 'domain_age')).toMatchObject({ value: 9250, points: 20 });
  });
  it('caps a blocklisted shop at 10 and says which list', () => {
    const s = cleanProfile('example.com');
    const r = scoreMerchant({ ...s, blocklists: { ...s.blocklists, phishtank: { status: 'ok', listed: true, evidence: 'phish_id 123' } } }, { asOf: AS_OF });
    expect(r.score).toBeLessThanOrEqual(W.blocklist_hit.cap);
    expect(r.blocklisted).toBe(true);
    expect(r.signals.find((x) => x.id === 'blocklist.phishtank')!.evidence).toMatch(/phish_id 123/);
  });
  it('caps a shop without a valid certificate at 30', () => {
    const s = cleanProfile('example.com');
    for (const tls of [{ ...s.tls!, valid_to: '2026-06-01' }, { ...s.tls!, self_signed: true }, { ...s.tls!, hostname_match: false }, { ...s.tls!, valid: false, error: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' }]) {
      expect(scoreMerchant({ ...s, tls }, { asOf: AS_OF }).score).toBeLessThanOrEqual(W.tls_invalid.cap);
    }
  });
  it('lists missing probes as unknowns and never scores them as clean', () => {
    const r = scoreMerchant({ hostname: 'example.com' }, { asOf: AS_OF });
    expect(r.unknowns).toEqual(expect.arrayContaining(['domain_age', 'blocklist.urlhaus', 'blocklist.phishtank', 'blocklist.openphish', 'tls', 'page.refund']));
    expect(r.score).toBe(W.base);
    expect(r.signals.every((x) => x.value !== null || x.points === 0)).toBe(true);
  });
  it('penalises a fresh look-alike on a cheap TLD', () => {
    const r = scoreMerchant({ ...cleanProfile('arnazon-deals.shop'), rdap: { status: 'ok', registration_date: '2026-06-20' } }, { asOf: AS_OF });
    expect(r.band === 'very_likely_unsafe' || r.band === 'likely_unsafe').toBe(true);
    expect(r.signals.map((x) => x.id)).toEqual(expect.arrayContaining(['shape.lookalike', 'shape.risky_tld', 'shape.hyphens_or_digits']));
  });
  it('writes evidence in Spanish', () => {
    expect(scoreMerchant({ hostname: 'example.com' }, { asOf: AS_OF, lang: 'es' }).signals[0]!.evidence).toMatch(/^No se pudo leer/);
  });
  it('rejects bad arguments', () => {
    expect(() => scoreMerchant({ hostname: '' }, { asOf: AS_OF })).toThrow(expect.objectContaining({ field: 'hostname' }));
    expect(() => scoreMerchant({ hostname: 'a.com' }, { asOf: 'today' })).toThrow(expect.objectContaining({ field: 'asOf' }));
    expect(() => scoreMerchant({ hostname: 'a.com', rdap: { status: 'ok', registration_date: 'soon' } }, { asOf: AS_OF })).toThrow(
      expect.objectContaining({ code: 'invalid_date', field: 'rdap.registration_date' }),
    );
  });

  it('keeps the score in 1..100', () => {
    fc.assert(fc.property(signalsArb, (s) => {
      const r = scoreMerchant(s, { asOf: AS_OF });
      expect(Number.isInteger(r.score) && r.score >= 1 && r.score <= 100).toBe(true);
    }));
  });
  it('never raises the score when a blocklist hit is added', () => {
    fc.assert(fc.property(signalsArb, fc.constantFrom('urlhaus' as const, 'phishtank' as const, 'openphish' as const), (s, list) => {
      const hit = { ...s, blocklists: { ...s.blocklists, [list]: { status: 'ok' as const, listed: true } } };
      expect(scoreMerchant(hit, { asOf: AS_OF }).score).toBeLessThanOrEqual(scoreMerchant(s, { asOf: AS_OF }).score);
    }));
  });
  it('never scores an older domain lower, all else equal', () => {
    fc.assert(fc.property(signalsArb, dateArb, dateArb, (s, a, b) => {
      const [older, newer] = a <= b ? [a, b] : [b, a];
      const rdap = { status: 'ok' as const, registration_date: older, expiration_date: '2028-01-01' };
      const oldScore = scoreMerchant({ ...s, rdap }, { asOf: AS_OF }).score;
      const newScore = scoreMerchant({ ...s, rdap: { ...rdap, registration_date: newer } }, { asOf: AS_OF }).score;
      expect(oldScore).toBeGreaterThanOrEqual(newScore);
    }));
  });
  it('never lets unknowns lift a profile above the fully-known clean one', () => {
    fc.assert(fc.property(signalsArb, (s) => {
      const r = scoreMerchant(s, { asOf: AS_OF });
      fc.pre(r.unknowns.length > 0);
      expect(r.score).toBeLessThanOrEqual(scoreMerchant(cleanProfile(s.hostname), { asOf: AS_OF }).score);
      expect(r.score).toBeLessThanOrEqual(W.unknown_cap);
    }));
  });
  it('does not change its input', () => {
    const s = cleanProfile('example.com');
    const copy = structuredClone(s);
    scoreMerchant(s, { asOf: AS_OF });
    expect(s).toEqual(copy);
  });
});
