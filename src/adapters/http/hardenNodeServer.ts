import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';

/** The limits {@link hardenNodeServer} applies to a Node HTTP server. */
export interface ServerLimits {
  /** Longest wait for a request's whole header, in ms (`server.headersTimeout`). Default 10,000. */
  readonly headersTimeoutMs: number;
  /** Longest wait for a whole request, header and body, in ms (`server.requestTimeout`). Default 30,000. */
  readonly requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests, in ms. Default 5,000. */
  readonly keepAliveTimeoutMs: number;
  /** A socket with no traffic at all for this long is closed, in ms (`server.setTimeout`). Default 120,000. */
  readonly idleTimeoutMs: number;
  /** Open connections accepted at once; further ones are dropped by the kernel-facing accept loop. Default 1,024. */
  readonly maxConnections: number;
}

/** Defaults of {@link ServerLimits}: a slow-body client is cut off after 30 s (such clients were held 327 s before). */
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 120_000,
  maxConnections: 1_024,
};

/** The environment names of each limit (docs/hosting.md). */
export const SERVER_LIMIT_ENV: Readonly<Record<keyof ServerLimits, string>> = {
  headersTimeoutMs: 'GUIDEKIT_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'GUIDEKIT_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'GUIDEKIT_KEEP_ALIVE_TIMEOUT_MS',
  idleTimeoutMs: 'GUIDEKIT_IDLE_TIMEOUT_MS',
  maxConnections: 'GUIDEKIT_MAX_CONNECTIONS',
};

/** Problem documents Node's HTTP parser errors answer with, instead of Node's bare status line. */
const CLIENT_ERRORS: Readonly<Record<string, { readonly status: number; readonly reason: string; readonly slug: string; readonly title: string; readonly detail: string }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    slug: 'request-header-too-large',
    title: 'Request header too large',
    detail: 'The request line and headers together pass the 64 KiB this server reads. Nothing was charged.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    slug: 'request-timeout',
    title: 'Request timeout',
    detail: 'The request was not received in time. Nothing was charged.',
  },
};

/**
 * Applies header, body and idle timeouts and a connection cap to a Node HTTP server, and answers the parser's own
 * refusals (an over-long header, 431; a request not received in time, 408) as RFC 9457 problem JSON rather than
 * Node's bare status line. Call it once, right after the server is created.
 *
 * @param server - The server `@hono/node-server`'s `serve` returned.
 * @param limits - {@link ServerLimits}; default {@link DEFAULT_SERVER_LIMITS}.
 * @returns The same server.
 * @example
 * ```ts
 * const server = serve({ fetch: app.fetch, port: 0 });
 * hardenNodeServer(server as Server, readServerLimits(process.env));
 * ```
 * @see https://nodejs.org/api/http.html#event-clienterror
 * @see https://www.rfc-editor.org/rfc/rfc9457
 */
export function hardenNodeServer(server: Server, limits: ServerLimits = DEFAULT_SERVER_LIMITS): Server {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const known = CLIENT_ERRORS[error.code ?? ''];
    const status = known?.status ?? 400;
    const body = JSON.stringify({
      type: `${PROBLEM_TYPE_BASE}${known?.slug ?? 'bad-request'}`,
      title: known?.title ?? 'Bad request',
      status,
      detail: known?.detail ?? 'The request could not be read as HTTP. Nothing was charged.',
    });
    socket.end(
      `HTTP/1.1 ${status} ${known?.reason ?? 'Bad Request'}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
