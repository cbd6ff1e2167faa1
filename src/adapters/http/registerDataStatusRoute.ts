import type { Hono } from 'hono';
import type { DataMode } from '../../catalog/invokeEndpoint.js';
import { PORT_DESCRIPTIONS, PORT_NAMES, type PortName } from '../../catalog/ports.js';
import type { EndpointDefinition } from '../../catalog/types.js';
import type { DataSourceHandle, DataSourceReport } from '../ports/DataSourceHandle.js';

/** Options of {@link registerDataStatusRoute}. */
export interface RegisterDataStatusRouteOptions {
  /** The served endpoints: each port lists the ones that read it. */
  readonly endpoints: readonly EndpointDefinition[];
  /** The sources behind the app's ports. */
  readonly sources: readonly DataSourceHandle[];
  /** Live or snapshot. */
  readonly dataMode: DataMode;
  /** The clock of the reported ages. */
  readonly now: () => Date;
}

/** One port as GET /health/data reports it. */
export interface PortStatus {
  readonly port: PortName;
  readonly description: string;
  /** `ok` when every source answers with current data; `degraded` when some do not; `unavailable` when none can answer. */
  readonly status: 'ok' | 'degraded' | 'unavailable';
  /** Operation ids of the served endpoints that read this port. */
  readonly read_by: readonly string[];
  readonly sources: readonly DataSourceReport[];
}

/**
 * Serves GET /health/data (free): for each port, the endpoints that read it and how each configured source stands
 * (status, last fetch and its age, what is cached, rate limit and circuit state for live sources). A port with no
 * configured source is `unavailable`, and its endpoints answer 503 (never charged). The same report as
 * `guidekit data status`. Never reaches the sources' origins: it reads local files, the cache and breaker states.
 *
 * @param app - The Hono app.
 * @param options - {@link RegisterDataStatusRouteOptions}.
 * @returns Nothing; the route is added to `app`.
 * @example
 * ```ts
 * registerDataStatusRoute(app, { endpoints: ENDPOINTS, sources, dataMode: { mode: 'live' }, now: () => new Date() });
 * ```
 * @see docs/configuration.md
 */
export function registerDataStatusRoute(app: Hono, options: RegisterDataStatusRouteOptions): void {
  app.get('/health/data', async (c) => {
    const now = options.now();
    const reports = await Promise.all(options.sources.map((source) => source.describe(now)));
    const ports: PortStatus[] = PORT_NAMES.map((port) => {
      const sources = reports.filter((r) => r.port === port);
      const answering = sources.filter((r) => r.status !== 'unavailable').length;
      return {
        port,
        description: PORT_DESCRIPTIONS[port],
        status: answering === 0 ? 'unavailable' : answering === sources.length && sources.every((r) => r.status === 'ok') ? 'ok' : 'degraded',
        read_by: options.endpoints.filter((e) => e.run !== undefined && (e.needs ?? []).includes(port)).map((e) => e.operationId),
        sources,
      };
    });
    const worst = ports.some((p) => p.status !== 'ok' && p.read_by.length > 0) ? 'degraded' : 'ok';
    return c.json({ status: worst, data_mode: options.dataMode, generated_at: now.toISOString(), ports });
  });
}
