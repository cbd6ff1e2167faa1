import { lookup } from 'node:dns/promises';
import { connect as connectTcp } from 'node:net';
import { checkServerIdentity, connect as connectTls, type PeerCertificate } from 'node:tls';
import type { MerchantNetwork } from './MerchantNetwork.js';

/**
 * The real network for the merchant probe: `dns.lookup` (all A and AAAA answers, in resolver order) and connections
 * by IP address with `net.connect`/`tls.connect`, the name sent only as SNI and checked against the certificate.
 *
 * @returns A {@link MerchantNetwork} on node's `dns`, `net` and `tls`.
 * @example
 * ```ts
 * const network = createNodeMerchantNetwork();
 * await network.resolve('example.com') //=> ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']
 * ```
 * @see https://nodejs.org/api/tls.html#tlsconnectoptions-callback
 */
export function createNodeMerchantNetwork(): MerchantNetwork {
  return {
    resolve: async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address),
    connect: (target) => {
      if (target.tls === undefined) return connectTcp({ host: target.address, port: target.port });
      const servername = target.tls.servername;
      return connectTls({
        host: target.address,
        port: target.port,
        ...(servername === undefined ? {} : { servername }),
        rejectUnauthorized: target.tls.rejectUnauthorized,
        ALPNProtocols: ['http/1.1'],
        // The identity checked is the shop's name, not the IP the socket was opened to.
        checkServerIdentity: (_host: string, cert: PeerCertificate) => checkServerIdentity(servername ?? target.address, cert),
      });
    },
  };
}
