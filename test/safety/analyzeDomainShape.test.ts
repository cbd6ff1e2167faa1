import { describe, expect, it } from 'vitest';
import { analyzeDomainShape } from '../../src/safety/analyzeDomainShape.js';

describe('analyzeDomainShape', () => {
  it('finds the registrable domain under a multi-label public suffix', () => {
    // Public Suffix List: co.uk and com.au are ICANN suffixes.
    expect(analyzeDomainShape('https://Shop.Example.co.uk/cart')).toMatchObject({
      hostname: 'shop.example.co.uk',
      registrable_domain: 'example.co.uk',
      public_suffix: 'co.uk',
      tld: 'uk',
      subdomain: 'shop',
      is_icann: true,
    });
    expect(analyzeDomainShape('www.jbhifi.com.au').registrable_domain).toBe('jbhifi.com.au');
  });
  it('spots look-alikes of well-known brands but not the brand itself', () => {
    expect(analyzeDomainShape('amazon.de').lookalike).toBeNull();
    expect(analyzeDomainShape('amazom.com').lookalike).toEqual({ brand: 'amazon', kind: 'typo' });
    expect(analyzeDomainShape('arnazon.com').lookalike).toEqual({ brand: 'amazon', kind: 'homoglyph' });
    expect(analyzeDomainShape('paypa1.com').lookalike).toEqual({ brand: 'paypal', kind: 'homoglyph' });
    expect(analyzeDomainShape('walmart-clearance.shop').lookalike).toEqual({ brand: 'walmart', kind: 'contains' });
    expect(analyzeDomainShape('ebay.account-verify.xyz').lookalike).toEqual({ brand: 'ebay', kind: 'subdomain' });
    expect(analyzeDomainShape('example.org').lookalike).toBeNull();
  });
  it('flags punycode, risky TLDs, hyphens, digits and IP hosts', () => {
    const s = analyzeDomainShape('xn--mazon-3ve.shop', { riskyTlds: ['shop'] });
    expect(s).toMatchObject({ punycode: true, risky_tld: true });
    expect(analyzeDomainShape('best-deals-24.com')).toMatchObject({ hyphens: 2, digits: 2 });
    expect(analyzeDomainShape('192.0.2.7')).toMatchObject({ is_ip: true, registrable_domain: null, lookalike: null });
  });
  it('throws when no hostname can be read', () => {
    expect(() => analyzeDomainShape('')).toThrow(expect.objectContaining({ code: 'invalid_hostname', field: 'hostname' }));
    expect(() => analyzeDomainShape('exa mple!.com')).toThrow(/^analyzeDomainShape:/);
  });
});
