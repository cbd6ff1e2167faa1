import { millisecondsInDay } from 'date-fns/constants';
import { checkServerIdentity, type DetailedPeerCertificate, type TLSSocket } from 'node:tls';
import type { MerchantNetwork } from './MerchantNetwork.js';

/** What the TLS handshake showed; the fields of `MerchantSignals.tls` plus the days left. */
export interface TlsProbeResult {
  readonly status: 'ok' | 'unavailable';
  readonly valid?: boolean;
  readonly error?: string | null;
  readonly issuer?: string | null;
  readonly valid_from?: string | null;
  readonly valid_to?: string | null;
  readonly self_signed?: boolean;
  readonly hostname_match?: boolean;
  readonly organization?: string | null;
  /** Whole days from the probe's clock to `valid_to` (negative when expired). */
  readonly days_to_expiry?: number | null;
  /** Why the probe could not run. */
  readonly reason?: string;
}

/** Options of {@link probeTls}. */
export interface ProbeTlsOptions {
  readonly network: MerchantNetwork;
  /** The checked address to connect to. */
  readonly address: string;
  /** The shop's hostname: SNI and the identity checked. */
  readonly hostname: string;
  /** Connect-to-handshake time allowed, ms. */
  readonly timeoutMs: number;
  /** The probe's clock, for `days_to_expiry`. */
  readonly now: Date;
}

const SELF_SIGNED = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN']);
const isoDate = (text: string | undefined): string | null => {
  if (text === undefined) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
};
const first = (v: string | string[] | undefined): string | null => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null));

/**
 * Opens a TLS connection to the shop's checked address on port 443 (SNI = hostname, verification off so that a bad
 * certificate is observed rather than fatal) and reads the chain's verdict (`authorized`, `authorizationError` such as
 * `CERT_HAS_EXPIRED` or `DEPTH_ZERO_SELF_SIGNED_CERT`), the hostname check (`tls.checkServerIdentity`), issuer,
 * validity dates, days to expiry and the subject organisation (OV/EV). Sends nothing over the connection.
 *
 * @param options - See {@link ProbeTlsOptions}.
 * @returns The facts, or `status: 'unavailable'` with a reason when no handshake completed.
 * @example
 * ```ts
 * (await probeTls({ network, address: '93.184.215.14', hostname: 'example.com', timeoutMs: 5000, now: new Date() })).valid //=> true
 * ```
 * @see https://nodejs.org/api/tls.html#tlssocketgetpeercertificatedetailed
 */
export function probeTls(options: ProbeTlsOptions): Promise<TlsProbeResult> {
  return new Promise((resolve) => {
    let settled = false;
    let socket: TLSSocket;
    const done = (result: TlsProbeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket?.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done({ status: 'unavailable', reason: `no TLS handshake within ${options.timeoutMs} ms` }), Math.max(1, options.timeoutMs));
    try {
      socket = options.network.connect({ address: options.address, port: 443, tls: { servername: options.hostname, rejectUnauthorized: false } }) as TLSSocket;
    } catch (error) {
      done({ status: 'unavailable', reason: (error as Error).message });
      return;
    }
    socket.on('error', (error) => done({ status: 'unavailable', reason: (error as Error).message }));
    socket.on('secureConnect', () => {
      const cert = socket.getPeerCertificate(true) as DetailedPeerCertificate;
      if (cert === null || typeof cert !== 'object' || Object.keys(cert).length === 0) {
        done({ status: 'unavailable', reason: 'the server sent no certificate' });
        return;
      }
      const error = socket.authorizationError === null || socket.authorizationError === undefined ? null : String((socket.authorizationError as Error & { code?: string }).code ?? socket.authorizationError);
      const hostnameMatch = checkServerIdentity(options.hostname, cert) === undefined;
      const validTo = isoDate(cert.valid_to);
      const expiry = cert.valid_to === undefined ? null : Math.floor((new Date(cert.valid_to).getTime() - options.now.getTime()) / millisecondsInDay);
      const selfSigned = (error !== null && SELF_SIGNED.has(error)) || (cert.fingerprint256 !== undefined && cert.issuerCertificate?.fingerprint256 === cert.fingerprint256 && socket.authorized !== true);
      done({
        status: 'ok',
        valid: socket.authorized === true && hostnameMatch && (expiry === null || expiry >= 0),
        error,
        issuer: first(cert.issuer?.O) ?? first(cert.issuer?.CN),
        valid_from: isoDate(cert.valid_from),
        valid_to: validTo,
        self_signed: selfSigned,
        hostname_match: hostnameMatch,
        organization: first(cert.subject?.O),
        days_to_expiry: expiry !== null && Number.isFinite(expiry) ? expiry : null,
      });
    });
  });
}
