import type { Hono } from 'hono';
import type { DataMode } from '../../catalog/invokeEndpoint.js';
import type { EndpointDefinition } from '../../catalog/types.js';
import type { DataSourceHandle } from '../ports/DataSourceHandle.js';
import { describeDataSources } from '../ports/describeDataSources.js';

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

/**
 * Serves GET /health/data (free): the document of {@link describeDataSources}, the same as `guidekit data status
 * --json`, with status 200 when it is `ok` and 503 when `degraded`. It never reaches the sources' origins.
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
    const status = await describeDataSources({ endpoints: options.endpoints, sources: options.sources, dataMode: options.dataMode, now: options.now() });
    // The status code follows the status, so a monitor that reads only codes sees a degraded source.
    return c.json(status, status.status === 'ok' ? 200 : 503);
  });
}
