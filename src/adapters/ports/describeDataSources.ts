import type { DataMode } from '../../catalog/invokeEndpoint.js';
import { PORT_DESCRIPTIONS, PORT_NAMES, type PortName } from '../../catalog/ports.js';
import type { EndpointDefinition } from '../../catalog/types.js';
import type { DataSourceHandle, DataSourceReport } from './DataSourceHandle.js';

/** One port as the data status reports it. */
export interface PortStatus {
  readonly port: PortName;
  readonly description: string;
  /** `ok` when every source answers with current data; `degraded` when some do not; `unavailable` when none can answer. */
  readonly status: 'ok' | 'degraded' | 'unavailable';
  /** Operation ids of the served endpoints that read this port. */
  readonly read_by: readonly string[];
  readonly sources: readonly DataSourceReport[];
}

/** The data status of an app: GET /health/data and `guidekit data status --json`. */
export interface DataStatus {
  /** `degraded` when a port some endpoint reads is not `ok`. */
  readonly status: 'ok' | 'degraded';
  readonly data_mode: DataMode;
  readonly generated_at: string;
  readonly ports: readonly PortStatus[];
}

/** Options of {@link describeDataSources}. */
export interface DescribeDataSourcesOptions {
  readonly endpoints: readonly EndpointDefinition[];
  readonly sources: readonly DataSourceHandle[];
  readonly dataMode: DataMode;
  readonly now: Date;
}

/**
 * How every port and its configured sources stand: whether each answers, its last fetch and age, what is cached,
 * its rate-limit and breaker state, and which endpoints read it. Reads local files, the cache and breaker states only;
 * never reaches an origin. A port with no source is `unavailable`, and its endpoints answer 503 (never charged).
 *
 * @param options - {@link DescribeDataSourcesOptions}.
 * @returns The status document.
 * @example
 * ```ts
 * const status = await describeDataSources({ endpoints: ENDPOINTS, sources, dataMode: { mode: 'live' }, now: new Date() });
 * status.ports.find((p) => p.port === 'recalls')?.read_by //=> ['safetyRecalls', 'shopperTrip']
 * ```
 * @see docs/configuration.md
 */
export async function describeDataSources(options: DescribeDataSourcesOptions): Promise<DataStatus> {
  const reports = await Promise.all(options.sources.map((source) => source.describe(options.now)));
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
  return {
    status: ports.some((p) => p.status !== 'ok' && p.read_by.length > 0) ? 'degraded' : 'ok',
    data_mode: options.dataMode,
    generated_at: options.now.toISOString(),
    ports,
  };
}
