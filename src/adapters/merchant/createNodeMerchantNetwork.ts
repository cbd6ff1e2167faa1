import { lookup, Resolver } from 'node:dns/promises';
import { connect as connectTcp } from 'node:net';
import { checkServerIdentity, connect as connectTls, type PeerCertificate } from 'node:tls';
import type { MerchantNetwork } from './MerchantNetwork.js';

/** Options of {@link createNodeMerchantNetwork}. */
export interface NodeMerchantNetworkOptions {
  /**
   * DNS servers (`'127.0.0.1:5353'`, `'[::1]:53'`) asked directly for A and AAAA records, in place of the system
   * resolver (`dns.lookup`, which also reads /etc/hosts). Default: the system resolver.
   */
  readonly dnsServers?: readonly string[];
}

/**
 * The real network for the merchant probe: `dns.lookup` (all A and AAAA answers, in resolver order), or the given DNS
 * servers, and connections by IP address with `net.connect`/`tls.connect`, the name sent only as SNI and checked
 * against the certificate.
 *
 * @param options - {@link NodeMerchantNetworkOptions}; default: the system resolver.
 * @returns A {@link MerchantNetwork} on node's `dns`, `net` and `tls`.
 * @example
 * ```ts
 * const network = createNodeMerchantNetwork();
 * await network.resolve('example.com') //=> ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']
 * ```
 * @see https://nodejs.org/api/tls.html#tlsconnectoptions-callback
 */
export function createNodeMerchantNetwork(options: NodeMerchantNetworkOptions = {}): MerchantNetwork {
  const servers = options.dnsServers;
  let resolver: Resolver | undefined;
  if (servers !== undefined && servers.length > 0) {
    resolver = new Resolver({ timeout: 2_000, tries: 1 });
    resolver.setServers([...servers]);
  }
  return {
    resolve: async (hostname) => {
      if (resolver === undefined) return (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
      // Both families, like getaddrinfo: a name with only AAAA records still resolves; it fails only when both fail.
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
      const answers = [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
      if (answers.length === 0 && v4.status === 'rejected' && v6.status === 'rejected') throw v4.reason;
      return answers;
    },
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
