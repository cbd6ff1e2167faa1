import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** Where the merchant probe opens a connection: always an IP address it has already checked. */
export interface MerchantConnectTarget {
  /** The checked IP address (never a name: no second DNS lookup can happen). */
  readonly address: string;
  /** 80 or 443. */
  readonly port: number;
  /** Present for TLS: the name sent as SNI and checked against the certificate (absent for an IP literal). */
  readonly tls?: { readonly servername: string | undefined; readonly rejectUnauthorized: boolean };
}

/**
 * The two network operations of the merchant probe, injectable so tests can count them: one DNS resolution per
 * host and connections by IP address only.
 */
export interface MerchantNetwork {
  /** Every address of a hostname (A and AAAA). Rejects or returns [] when the name does not resolve. */
  readonly resolve: (hostname: string) => Promise<readonly string[]>;
  /** Opens a TCP (or, with `tls`, TLS) connection to the address. */
  readonly connect: (target: MerchantConnectTarget) => Socket | TLSSocket;
}

/** Limits of one probe. */
export interface MerchantProbeLimits {
  /** Largest response body read, in bytes. Default 1 MB (1_048_576). */
  readonly maxBodyBytes: number;
  /** Time allowed for one request (connect, headers and body), ms. Default 5 000. */
  readonly requestTimeoutMs: number;
  /** Redirects followed, each checked again. Default 3. */
  readonly maxRedirects: number;
}

/** Default limits: 1 MB per response, 5 s per request, 3 redirects (the 10 s overall budget is the probe's). */
export const DEFAULT_MERCHANT_PROBE_LIMITS: MerchantProbeLimits = { maxBodyBytes: 1_048_576, requestTimeoutMs: 5_000, maxRedirects: 3 };
