import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeMerchantNetwork } from '../../../src/adapters/merchant/createNodeMerchantNetwork.js';
import { rdapBootstrapSchema } from '../../../src/adapters/merchant/lookupRdap.js';
import { probeMerchant } from '../../../src/adapters/merchant/probeMerchant.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { scoreMerchant } from '../../../src/safety/scoreMerchant.js';
import { NOW, startTestServers, type TestServers } from './_servers.js';

// The IANA RDAP bootstrap file as published 2021-05-11 (test/fixtures/rdap/PROVENANCE.md): `com` → rdap.verisign.com.
const BOOTSTRAP = rdapBootstrapSchema.parse(JSON.parse(await readFile(new URL('../../fixtures/rdap/dns.json', import.meta.url), 'utf8')));
const SHOP_IP = '93.184.216.34';
const RDAP_IP = '192.30.45.30';

// An RDAP answer shaped as RFC 9083 §4.5 and Verisign's responses (eventAction names from the RDAP JSON values registry).
const RDAP_ANSWER = {
  objectClassName: 'domain',
  ldhName: 'EXAMPLE.COM',
  events: [
    { eventAction: 'registration', eventDate: '1995-08-14T04:00:00Z' },
    { eventAction: 'expiration', eventDate: '2026-08-13T04:00:00Z' },
    { eventAction: 'last changed', eventDate: '2025-08-14T07:01:39Z' },
    { eventAction: 'last update of RDAP database', eventDate: '2026-06-30T00:00:00Z' },
  ],
  entities: [{ objectClassName: 'entity', roles: ['registrar'], vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'RESERVED-Internet Assigned Numbers Authority']]] }],
};

const HOME = `<html><body><nav><a href="/collections/all">Shop</a></nav>
<footer><a href="/policies/refund-policy">Refund policy</a> <a href='/policies/privacy-policy'>Privacy</a>
<a href=/pages/terms>Terms of service</a> <a href="/pages/contact">Contact us</a> <a href="/policies/shipping-policy">Shipping</a></footer></body></html>`;
const CONTACT = '<html><body><p>Call us: +1 (555) 010-0199</p><form><textarea name="m"></textarea></form></body></html>';

let servers: TestServers;
let dataDir: string;

beforeAll(async () => {
  servers = await startTestServers((req, res, secure) => {
    const host = (req.headers.host ?? '').toLowerCase();
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html', ...headers });
      res.end(body);
    };
    if (host === 'rdap.verisign.com' && req.url === '/com/v1/domain/example.com') return send(200, JSON.stringify(RDAP_ANSWER), { 'content-type': 'application/rdap+json' });
    if (host === 'redirect.example.com') return send(302, '', { location: 'http://internal.example.com/' });
    if (host === 'redirect-literal.example.com') return send(301, '', { location: 'http://[::ffff:127.0.0.1]/admin' });
    if (host === 'redirect-port.example.com') return send(302, '', { location: 'https://shop.example.com:8443/' });
    if (host === 'loop.example.com') return send(302, '', { location: `/${Number((req.url ?? '/0').slice(1)) + 1}` });
    if (host === 'big.example.com') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<a href="/refund">Refunds</a>${'x'.repeat(2 * 1_048_576)}<a href="/privacy">Privacy</a>`);
      return;
    }
    if (host === 'slow.example.com') return; // never answers
    if (!secure) return send(301, '', { location: `https://${host}${req.url ?? '/'}` });
    if (req.url === '/pages/contact') return send(200, CONTACT);
    return send(200, HOME);
  });
  dataDir = await mkdtemp(join(tmpdir(), 'gk-merchant-'));
  await mkdir(join(dataDir, 'blocklists'));
  const header = (list: string, at: string) => `# guidekit blocklist: ${list}\n# fetched_at: ${at}\n`;
  await writeFile(join(dataDir, 'blocklists', 'urlhaus.txt'), `${header('urlhaus', daysAgo(1))}malware.example.net\n`);
  await writeFile(join(dataDir, 'blocklists', 'openphish.txt'), `${header('openphish', daysAgo(1))}login.example-paypal.com\nscam-shop.com\n`);
  await writeFile(join(dataDir, 'blocklists', 'phishtank.txt'), `${header('phishtank', daysAgo(61))}old-phish.example.org\n`);
});
afterAll(async () => {
  await servers.close();
});

const AS_OF = NOW.toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
const base = () => ({ dataDir, rdapBootstrap: BOOTSTRAP, now: () => NOW });

describe('probeMerchant', () => {
  it('gathers RDAP, TLS, policy pages and blocklists through the checked address only', async () => {
    const network = servers.network({ 'shop.example.com': [SHOP_IP], 'rdap.verisign.com': [RDAP_IP] });
    // The name of a shop on example.com: RDAP is asked for the registrable domain.
    const signals = await probeMerchant('http://Shop.Example.com./', { ...base(), network });
    expect(signals.hostname).toBe('shop.example.com');
    expect(signals.rdap).toMatchObject({ status: 'ok', registration_date: '1995-08-14', expiration_date: '2026-08-13', last_transfer_date: '2025-08-14', registrar: 'RESERVED-Internet Assigned Numbers Authority', server: 'https://rdap.verisign.com/com/v1/' });
    expect(signals.tls).toMatchObject({ status: 'ok', valid: true, self_signed: false, hostname_match: true, issuer: 'Guidekit Test CA', organization: 'Example Shop Inc', days_to_expiry: 80 });
    expect(signals.policy_pages).toMatchObject({ status: 'ok', refund: true, privacy: true, terms: true, contact: true, shipping: true, contact_kind: 'phone_or_address' });
    expect(signals.policy_pages.redirects).toEqual(['https://shop.example.com/']);
    expect(signals.blocklists.urlhaus).toMatchObject({ status: 'ok', listed: false });
    // The PhishTank file is 61 days old: it cannot clear the shop.
    expect(signals.blocklists.phishtank.status).toBe('unavailable');
    expect(signals.probe.sources.find((s) => s.id === 'blocklist.phishtank')?.status).toBe('stale');
    // One DNS query per host; every socket went to the address that was checked.
    expect(network.lookups.filter((h) => h === 'shop.example.com')).toHaveLength(1);
    expect(network.calls.every((c) => c.address === SHOP_IP || c.address === RDAP_IP)).toBe(true);
    expect(network.calls.filter((c) => c.address === SHOP_IP && c.tls !== undefined).every((c) => c.tls?.servername === 'shop.example.com')).toBe(true);
    const score = scoreMerchant(signals, { asOf: AS_OF });
    expect(score.unknowns).toEqual(['blocklist.phishtank']);
    expect(score.signals.find((s) => s.id === 'domain_age')?.points).toBe(20);
  });

  it('reports an expired, a self-signed and a wrong-name certificate as TLS problems', async () => {
    const names = { 'expired.example.com': [SHOP_IP], 'selfsigned.example.com': [SHOP_IP], 'wrongname.example.com': [SHOP_IP], 'rdap.verisign.com': [RDAP_IP] };
    const expired = await probeMerchant('expired.example.com', { ...base(), network: servers.network(names) });
    expect(expired.tls).toMatchObject({ status: 'ok', valid: false, error: 'CERT_HAS_EXPIRED', days_to_expiry: -5 });
    const selfSigned = await probeMerchant('selfsigned.example.com', { ...base(), network: servers.network(names) });
    expect(selfSigned.tls).toMatchObject({ status: 'ok', valid: false, self_signed: true, error: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    const wrong = await probeMerchant('wrongname.example.com', { ...base(), network: servers.network(names) });
    expect(wrong.tls).toMatchObject({ status: 'ok', valid: false, hostname_match: false });
    expect(scoreMerchant(wrong, { asOf: AS_OF }).score).toBeLessThanOrEqual(30);
  });

  it('finds a blocklisted shop by its registrable domain', async () => {
    const signals = await probeMerchant('https://www.scam-shop.com/deals', { ...base(), network: servers.network({ 'www.scam-shop.com': [SHOP_IP], 'rdap.verisign.com': [RDAP_IP] }) });
    expect(signals.blocklists.openphish).toMatchObject({ status: 'ok', listed: true });
    expect(scoreMerchant(signals, { asOf: AS_OF }).score).toBeLessThanOrEqual(10);
  });

  it('connects only to the first answer when DNS changes between lookups (rebinding)', async () => {
    let n = 0;
    const network = servers.network({ 'shop.example.com': () => (n++ === 0 ? [SHOP_IP] : ['127.0.0.1']), 'rdap.verisign.com': [RDAP_IP] });
    const signals = await probeMerchant('shop.example.com', { ...base(), network });
    expect(signals.policy_pages.status).toBe('ok');
    expect(n).toBe(1);
    expect(network.calls.map((c) => c.address).filter((a) => a !== RDAP_IP).every((a) => a === SHOP_IP)).toBe(true);
  });

  it('refuses a name whose answer mixes a public and a private address, before connecting', async () => {
    const network = servers.network({ 'shop.example.com': [SHOP_IP, '10.0.0.8'] });
    await expect(probeMerchant('shop.example.com', { ...base(), network })).rejects.toMatchObject({ field: 'domain', code: 'private_address' });
    expect(network.calls).toEqual([]);
  });

  it.each([
    ['redirect.example.com', 'a name that resolves to a private address'],
    ['redirect-literal.example.com', 'an IPv4-mapped loopback literal'],
    ['redirect-port.example.com', 'a port other than 80/443'],
  ])('refuses a redirect from %s to %s without connecting there', async (host) => {
    const network = servers.network({ [host]: [SHOP_IP], 'internal.example.com': ['10.1.2.3'], 'shop.example.com': [SHOP_IP], 'rdap.verisign.com': [RDAP_IP] });
    const error = await probeMerchant(`http://${host}/`, { ...base(), network }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GuidekitError);
    expect((error as GuidekitError).field).toBe('domain');
    expect(network.calls.every((c) => c.address === SHOP_IP || c.address === RDAP_IP)).toBe(true);
  });

  it('stops after 3 redirects and cuts bodies at 1 MB', async () => {
    const names = { 'loop.example.com': [SHOP_IP], 'big.example.com': [SHOP_IP], 'rdap.verisign.com': [RDAP_IP] };
    const loop = await probeMerchant('http://loop.example.com/0', { ...base(), network: servers.network(names) });
    expect(loop.policy_pages).toMatchObject({ status: 'unavailable', reason: 'more than 3 redirects' });
    const big = await probeMerchant('http://big.example.com/', { ...base(), network: servers.network(names) });
    // The privacy link lies after the first megabyte and is not seen.
    expect(big.policy_pages).toMatchObject({ status: 'ok', refund: true, privacy: false });
  });

  it('gives up on a silent server within the request time limit', async () => {
    const started = Date.now();
    const signals = await probeMerchant('http://slow.example.com/', { ...base(), network: servers.network({ 'slow.example.com': [SHOP_IP], 'rdap.verisign.com': [RDAP_IP] }), limits: { requestTimeoutMs: 300 } });
    expect(signals.policy_pages.status).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports a name that does not resolve as unavailable, not as a refusal', async () => {
    const signals = await probeMerchant('gone.example.com', { ...base(), network: servers.network({ 'rdap.verisign.com': [RDAP_IP] }) });
    expect(signals.tls.status).toBe('unavailable');
    expect(signals.policy_pages.status).toBe('unavailable');
    expect(signals.probe.address).toBeNull();
  });

  it('probes a loopback test shop end to end only with allowPrivateTargets, on node\'s own sockets', async () => {
    const real = createNodeMerchantNetwork();
    const connects: number[] = [];
    const network = {
      resolve: async () => ['127.0.0.1'],
      // Ports 80/443 are mapped to the test servers; everything else is node's own connect.
      connect: (t: Parameters<typeof real.connect>[0]) => {
        connects.push(t.port);
        return real.connect({ ...t, port: t.port === 443 ? servers.httpsPort : servers.httpPort });
      },
    };
    const bootstrap = { services: [[['com'], ['http://rdap.verisign.com/com/v1/']]] as [string[], string[]][] };
    await expect(probeMerchant('shop.example.com', { ...base(), network, rdapBootstrap: bootstrap })).rejects.toMatchObject({ code: 'private_address' });
    expect(connects).toEqual([]);
    const signals = await probeMerchant('shop.example.com', { ...base(), network, rdapBootstrap: bootstrap, allowPrivateTargets: true });
    expect(signals.rdap).toMatchObject({ status: 'ok', registration_date: '1995-08-14' });
    // Node does not trust the test CA: the chain is reported untrusted, the name still matches.
    expect(signals.tls).toMatchObject({ status: 'ok', valid: false, hostname_match: true, error: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
    expect(signals.policy_pages).toMatchObject({ status: 'ok', refund: true, contact_kind: 'phone_or_address' });
  });
});
