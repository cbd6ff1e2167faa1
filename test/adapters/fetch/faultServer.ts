import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the loopback origin does on a path: a list of behaviours, one per request (the last one repeats). */
export type Behaviour =
  | { readonly kind: 'json'; readonly body: unknown; readonly etag?: string }
  | { readonly kind: 'status'; readonly status: number; readonly retryAfter?: string }
  | { readonly kind: 'hang' }
  | { readonly kind: 'text'; readonly body: string; readonly type?: string }
  | { readonly kind: 'truncate'; readonly declared: number; readonly sent: string }
  | { readonly kind: 'big'; readonly bytes: number };

/** A loopback origin that misbehaves on request, counting what it was asked. */
export interface FaultServer {
  readonly url: (path: string) => string;
  readonly hits: Map<string, number>;
  /** Conditional headers seen per path. */
  readonly conditional: Map<string, string | undefined>;
  set(path: string, behaviours: readonly Behaviour[]): void;
  close(): Promise<void>;
}

export async function startFaultServer(): Promise<FaultServer> {
  const plans = new Map<string, readonly Behaviour[]>();
  const hits = new Map<string, number>();
  const conditional = new Map<string, string | undefined>();
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const n = hits.get(path) ?? 0;
    hits.set(path, n + 1);
    conditional.set(path, req.headers['if-none-match'] ?? undefined);
    const plan = plans.get(path) ?? [{ kind: 'status', status: 404 }];
    const behaviour = plan[Math.min(n, plan.length - 1)]!;
    switch (behaviour.kind) {
      case 'json': {
        if (behaviour.etag !== undefined && req.headers['if-none-match'] === behaviour.etag) {
          res.writeHead(304, { etag: behaviour.etag });
          res.end();
          return;
        }
        const text = JSON.stringify(behaviour.body);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...(behaviour.etag === undefined ? {} : { etag: behaviour.etag }) });
        res.end(text);
        return;
      }
      case 'status':
        res.writeHead(behaviour.status, behaviour.retryAfter === undefined ? {} : { 'retry-after': behaviour.retryAfter });
        res.end();
        return;
      case 'hang':
        open.add(res);
        return;
      case 'text':
        res.writeHead(200, { 'content-type': behaviour.type ?? 'text/plain' });
        res.end(behaviour.body);
        return;
      case 'truncate':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(behaviour.declared) });
        res.write(behaviour.sent);
        setTimeout(() => res.destroy(), 10);
        return;
      case 'big':
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(Buffer.alloc(behaviour.bytes, 97));
        return;
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    conditional,
    set: (path, behaviours) => void plans.set(path, behaviours),
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
