import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect as netConnect, type AddressInfo } from 'node:net';
import { connect as tlsConnect, createSecureContext, type SecureContext } from 'node:tls';
import type { MerchantConnectTarget, MerchantNetwork } from '../../../src/adapters/merchant/MerchantNetwork.js';
import { issueTestCertificate, type TestCertificate } from './_certificates.js';

// Loopback HTTP and HTTPS servers standing in for shops and an RDAP registry; the tests' network routes every
// connection to them by port (80 → HTTP, 443 → HTTPS), whatever address the probe chose.

const DAY = 86_400_000;
/** The probe's clock in these tests: the real time to the second, since node checks certificate dates against it. */
export const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);

export interface TestServers {
  readonly httpPort: number;
  readonly httpsPort: number;
  readonly ca: TestCertificate;
  /** A network whose resolver answers from `names` and whose connect routes to the servers, recording each call. */
  network(names: Readonly<Record<string, readonly string[] | (() => readonly string[])>>, options?: { trustCa?: boolean }): MerchantNetwork & { calls: MerchantConnectTarget[]; lookups: string[] };
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, secure: boolean) => void;

export async function startTestServers(handler: Handler): Promise<TestServers> {
  const notBefore = new Date(NOW.getTime() - 400 * DAY);
  const ca = issueTestCertificate({ commonName: 'Guidekit Test Root', organization: 'Guidekit Test CA', notBefore, notAfter: new Date(NOW.getTime() + 3650 * DAY), isCa: true });
  const leaf = (cn: string, extra: Partial<Parameters<typeof issueTestCertificate>[0]> = {}) =>
    issueTestCertificate({ commonName: cn, dnsNames: [cn], notBefore: new Date(NOW.getTime() - 10 * DAY), notAfter: new Date(NOW.getTime() + 80 * DAY), issuer: ca, ...extra });
  const certs: Record<string, TestCertificate> = {
    'shop.example.com': leaf('shop.example.com', { organization: 'Example Shop Inc' }),
    'rdap.verisign.com': leaf('rdap.verisign.com'),
    'expired.example.com': leaf('expired.example.com', { notBefore: new Date(NOW.getTime() - 200 * DAY), notAfter: new Date(NOW.getTime() - 5 * DAY) }),
    'wrongname.example.com': leaf('other.example.org'),
    'selfsigned.example.com': issueTestCertificate({ commonName: 'selfsigned.example.com', dnsNames: ['selfsigned.example.com'], notBefore, notAfter: new Date(NOW.getTime() + 300 * DAY) }),
  };
  const contexts = new Map<string, SecureContext>(Object.entries(certs).map(([n, c]) => [n, createSecureContext({ cert: c.cert, key: c.key })]));
  const fallback = certs['selfsigned.example.com']!;
  const https = createHttpsServer(
    { cert: fallback.cert, key: fallback.key, SNICallback: (name, cb) => cb(null, contexts.get(name) ?? contexts.get('selfsigned.example.com')!) },
    (req, res) => handler(req, res, true),
  );
  const http: Server = createHttpServer((req, res) => handler(req, res, false));
  await Promise.all([new Promise<void>((r) => http.listen(0, '127.0.0.1', r)), new Promise<void>((r) => https.listen(0, '127.0.0.1', r))]);
  const httpPort = (http.address() as AddressInfo).port;
  const httpsPort = (https.address() as AddressInfo).port;
  return {
    httpPort,
    httpsPort,
    ca,
    network(names, options = {}) {
      const calls: MerchantConnectTarget[] = [];
      const lookups: string[] = [];
      return {
        calls,
        lookups,
        resolve: async (hostname) => {
          lookups.push(hostname);
          const answer = names[hostname];
          if (answer === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
          return typeof answer === 'function' ? answer() : answer;
        },
        connect: (target) => {
          calls.push(target);
          const port = target.port === 443 ? httpsPort : target.port === 80 ? httpPort : 9;
          if (target.tls === undefined) return netConnect({ host: '127.0.0.1', port });
          return tlsConnect({
            host: '127.0.0.1',
            port,
            ...(target.tls.servername === undefined ? {} : { servername: target.tls.servername }),
            rejectUnauthorized: target.tls.rejectUnauthorized,
            ...(options.trustCa === false ? {} : { ca: [ca.cert] }),
          });
        },
      };
    },
    close: async () => {
      http.closeAllConnections();
      https.closeAllConnections();
      await Promise.all([new Promise((r) => http.close(r)), new Promise((r) => https.close(r))]);
    },
  };
}
