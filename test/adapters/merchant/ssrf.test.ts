import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyIpAddress } from '../../../src/safety/classifyIpAddress.js';
import type { MerchantConnectTarget, MerchantNetwork } from '../../../src/adapters/merchant/MerchantNetwork.js';
import { parseMerchantTarget } from '../../../src/safety/parseMerchantTarget.js';
import { probeMerchant } from '../../../src/adapters/merchant/probeMerchant.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';

// Ranges: IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890), RFC 1918, RFC 6598 (CGNAT), RFC 4193 (ULA),
// RFC 4291 §2.5.5 (IPv4-mapped/compatible), RFC 6052 (NAT64), RFC 3056 (6to4), RFC 4380 (Teredo).
describe('classifyIpAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'], ['127.255.255.254', 'loopback'], ['10.1.2.3', 'private'], ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'], ['192.168.0.1', 'private'], ['169.254.169.254', 'link_local'], ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'], ['0.0.0.0', 'unspecified'], ['224.0.0.251', 'multicast'], ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'], ['240.0.0.1', 'reserved'], ['198.18.0.1', 'reserved'], ['192.0.2.1', 'documentation'],
    ['::', 'unspecified'], ['::1', 'loopback'], ['fe80::1', 'link_local'], ['fc00::1', 'unique_local'], ['fd00:ec2::254', 'unique_local'],
    ['ff02::1', 'multicast'], ['::ffff:127.0.0.1', 'ipv4_mapped:loopback'], ['::ffff:7f00:1', 'ipv4_mapped:loopback'],
    ['::ffff:a9fe:a9fe', 'ipv4_mapped:link_local'], ['::10.0.0.1', 'ipv4_compatible:private'], ['64:ff9b::a00:1', 'nat64:private'],
    ['64:ff9b::127.0.0.1', 'nat64:loopback'], ['64:ff9b:1::1', 'nat64_local'], ['2002:7f00:1::', '6to4:loopback'],
    ['2002:c0a8:101::1', '6to4:private'], ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'teredo:private'], ['2001:db8::1', 'documentation'],
    ['fe80::1%eth0', 'scoped'], ['100::1', 'not_global_unicast'], ['2001:2::1', 'reserved'], ['2001:20::1', 'reserved'],
    ['2001:1ff::1', 'reserved'], ['::1.2.3.4', 'ipv4_compatible'], ['0:0:0:0:0:ffff:1.2.3.4', 'ipv4_mapped'],
  ])('classes %s as %s', (address, special) => {
    expect(classifyIpAddress(address)?.special).toBe(special);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '64:ff9b::808:808', '2002:808:808::1', '2a00:1450:4001:81d::200e'])(
    'leaves the public address %s alone',
    (address) => {
      expect(classifyIpAddress(address)?.special).toBeNull();
    },
  );

  it('returns null for text that is not an address', () => {
    for (const text of ['example.com', '1.2.3', '256.1.1.1', '01.2.3.4', '1::2::3', '12345::', '::g', '', '0x7f.0.0.1', '2130706433', '::ffff:0177.0.0.1', '::ffff:0x7f.0.0.1', '::ffff:127.1']) {
      expect(classifyIpAddress(text), text).toBeNull();
    }
  });

  it('refuses every IPv4-mapped form and judges NAT64 and 6to4 forms as the IPv4 address they embed', () => {
    const hex = (n: number) => n.toString(16);
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
        const tail = `${hex(a * 256 + b)}:${hex(c * 256 + d)}`;
        const publicV4 = classifyIpAddress(v4)!.special === null;
        // A public IPv4 address has no business in an AAAA answer as ::ffff:…; mapped forms are refused outright.
        expect(classifyIpAddress(`::ffff:${v4}`)!.special).toMatch(/^ipv4_mapped/);
        expect(classifyIpAddress(`::ffff:${tail}`)!.special).toMatch(/^ipv4_mapped/);
        expect(classifyIpAddress(`64:ff9b::${tail}`)!.special === null).toBe(publicV4);
        expect(classifyIpAddress(`2002:${tail}::1`)!.special === null).toBe(publicV4);
      }),
    );
  });

  it('never calls anything in 10/8, 127/8 or 192.168/16 public', () => {
    fc.assert(
      fc.property(fc.constantFrom(10, 127, 192), fc.nat(255), fc.nat(255), fc.nat(255), (first, x, y, z) => {
        const address = first === 192 ? `192.168.${y}.${z}` : `${first}.${x}.${y}.${z}`;
        expect(classifyIpAddress(address)!.special).not.toBeNull();
      }),
    );
  });
});

describe('parseMerchantTarget', () => {
  it('normalises case, trailing dots, IDN and a missing scheme', () => {
    expect(parseMerchantTarget('Shop.EXAMPLE.com.')).toMatchObject({ protocol: 'https:', hostname: 'shop.example.com', port: 443, path: '/', registrable_domain: 'example.com' });
    expect(parseMerchantTarget('http://shop.example.co.uk/sale?x=1')).toMatchObject({ protocol: 'http:', port: 80, path: '/sale?x=1', registrable_domain: 'example.co.uk' });
    expect(parseMerchantTarget('https://bücher.de/').hostname).toBe('xn--bcher-kva.de');
    expect(parseMerchantTarget('shop.example.com:443').port).toBe(443);
  });
});

/** Every internal target or bypass spelling; each must be refused before any lookup or connection. */
const INTERNAL_TARGETS: readonly string[] = [
  'http://127.0.0.1/', '127.0.0.1', 'http://2130706433/', 'http://0x7f000001/', 'http://0177.0.0.1/', 'http://127.1/',
  'http://0x7f.1/', 'http://017700000001/', 'http://127.000.000.001/', 'http://%31%32%37.0.0.1/', 'http://evil.com@127.0.0.1/',
  'http://shop.example.com@10.0.0.1/', 'http://user:pass@shop.example.com/', 'http://127.0.0.1./', 'HTTP://LOCALHOST/', 'localhost',
  'http://localhost./', 'http://ｌｏｃａｌｈｏｓｔ/', 'http://１２７.０.０.１/', 'http://[::1]/', '::1', 'http://[::]/', 'http://0.0.0.0/',
  'http://0/', 'http://10.0.0.1/', 'http://172.16.5.4/', 'http://192.168.1.1/', 'http://169.254.169.254/latest/meta-data/',
  'http://100.64.0.1/', 'http://224.0.0.1/', 'http://255.255.255.255/', 'http://240.0.0.1/', 'http://[fe80::1]/', 'http://[fc00::1]/',
  'http://[fd12:3456::1]/', 'http://[ff02::1]/', 'http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/',
  'http://[0:0:0:0:0:ffff:a9fe:a9fe]/', 'http://[::127.0.0.1]/', 'http://[64:ff9b::10.0.0.1]/', 'http://[64:ff9b::7f00:1]/',
  'http://[2002:7f00:1::]/', 'http://[2002:c0a8:101::1]/', 'http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/',
  'http://metadata.google.internal/', 'http://router.home.arpa/', 'http://printer.local/', 'intranet', 'http://app.localhost/',
  'http://shop.example.com:8080/', '127.0.0.1:80', 'ftp://shop.example.com/', 'file:///etc/passwd', 'javascript:alert(1)',
  'gopher://127.0.0.1:70/', 'http://internal.shop-test.com/', 'http://mixed.shop-test.com/', 'http://mapped.shop-test.com/',
  'http://nat64.shop-test.com/', 'http://teredo.shop-test.com/',
];

/** A resolver that answers only for the *.shop-test.com names, and a connect that must never be reached. */
function spyNetwork(): MerchantNetwork & { lookups: string[]; connects: MerchantConnectTarget[] } {
  const answers: Record<string, string[]> = {
    'internal.shop-test.com': ['10.0.0.7'],
    'mixed.shop-test.com': ['93.184.216.34', '127.0.0.1'],
    'mapped.shop-test.com': ['::ffff:10.0.0.1'],
    'nat64.shop-test.com': ['64:ff9b::a9fe:a9fe'],
    'teredo.shop-test.com': ['2001:0:4136:e378:8000:63bf:3fff:fdd2'.replace('3fff:fdd2', '80ff:fefe')],
  };
  const lookups: string[] = [];
  const connects: MerchantConnectTarget[] = [];
  return {
    lookups,
    connects,
    resolve: async (hostname) => {
      lookups.push(hostname);
      return answers[hostname] ?? ['93.184.216.34'];
    },
    connect: (target) => {
      connects.push(target);
      throw new Error('connect must not be called');
    },
  };
}

describe('probeMerchant refusals', () => {
  it(`lists at least 30 internal targets and bypass spellings (${INTERNAL_TARGETS.length})`, () => {
    expect(INTERNAL_TARGETS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(INTERNAL_TARGETS)('refuses %s with a 400 on domain before any connection', async (target) => {
    const network = spyNetwork();
    const error = await probeMerchant(target, { network, dataDir: '/nonexistent', rdapBootstrap: { services: [] } }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GuidekitError);
    expect((error as GuidekitError).field).toBe('domain');
    expect(network.connects).toEqual([]);
    // Literal addresses and non-public names are refused without even a DNS query.
    if (!target.includes('shop-test.com')) expect(network.lookups).toEqual([]);
  });

  it('names the field the caller chose', async () => {
    const error = await probeMerchant('http://10.0.0.1/', { network: spyNetwork(), field: 'items[3].merchant_url' }).catch((e: GuidekitError) => e);
    expect((error as GuidekitError).field).toBe('items[3].merchant_url');
  });
});
