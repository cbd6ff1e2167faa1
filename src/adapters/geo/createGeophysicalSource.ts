import type { GeophysicalSource } from '../../markets/ports/GeophysicalSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { fetchNsidcSeaIce } from './nsidc/fetchNsidcSeaIce.js';
import { fetchSpcTornadoArchive } from './spc/fetchSpcTornadoArchive.js';
import { fetchSpcTornadoReports } from './spc/fetchSpcTornadoReports.js';
import { countUsgsEarthquakes, listUsgsEarthquakes } from './usgs/fetchUsgsEarthquakes.js';

/** Options of {@link createGeophysicalSource}. */
export interface CreateGeophysicalSourceOptions {
  /** The fetch layer (policies `usgs`, `spc.reports`, `spc.archive`, `nsidc`). */
  readonly fetcher: SourceFetcher;
  /** SPC's tornado database file, when a newer year has been added. Default: the file named in the adapter. */
  readonly tornadoArchiveUrl?: string;
}

/**
 * The `geo` port: USGS earthquake counts and events, SPC's daily tornado reports and tornado database, and NSIDC's
 * daily sea-ice extent, each through the fetch layer under its own source id.
 *
 * @param options - {@link CreateGeophysicalSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const geo = createGeophysicalSource({ fetcher });
 * await geo.countEarthquakes({ minMagnitude: 7, from: '2026-01-01', to: '2026-11-25' }, { trace });
 * ```
 * @see https://earthquake.usgs.gov/fdsnws/event/1/
 */
export function createGeophysicalSource(options: CreateGeophysicalSourceOptions): GeophysicalSource {
  const { fetcher } = options;
  const t = (call?: { readonly trace?: import('../../core/sourceUse.js').SourceRecorder }) => (call?.trace === undefined ? {} : { trace: call.trace });
  return {
    countEarthquakes: (window, call) => countUsgsEarthquakes(fetcher, window, t(call)),
    listEarthquakes: (window, call) => listUsgsEarthquakes(fetcher, window, t(call)),
    tornadoReports: (date, call) => fetchSpcTornadoReports(fetcher, date, t(call)),
    tornadoMonths: (call) => fetchSpcTornadoArchive(fetcher, { ...(options.tornadoArchiveUrl === undefined ? {} : { url: options.tornadoArchiveUrl }), ...t(call) }),
    seaIceExtent: (call) => fetchNsidcSeaIce(fetcher, t(call)),
  };
}
