import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { DataMode } from '../../catalog/invokeEndpoint.js';
import type { Ports } from '../../catalog/ports.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { RECALL_SOURCE_IDS } from '../../safety/recallTypes.js';
import { RECALL_SNAPSHOT_FRESHNESS_DAYS } from '../../safety/rules/recallMatching.js';
import { MERCHANT_BLOCKLISTS } from '../../safety/scoreMerchant.js';
import { pickRule } from '../../core/pickRule.js';
import type { Settings } from '../config/settings.js';
import { createBarsDirDataSource } from '../data/createBarsDirDataSource.js';
import { createMarketPorts } from '../markets/createMarketPorts.js';
import { createSportsPorts } from '../sports/createSportsPorts.js';
import { createHighsSolverSource } from '../solver/createHighsSolverSource.js';
import { createMerchantProbe } from '../merchant/createMerchantProbe.js';
import { createPredictionVenueSource } from '../predictions/createPredictionVenueSource.js';
import { createPerpVenueSource } from '../perps/createPerpVenueSource.js';
import { createDefiLlamaTokenizationData } from '../rwa/defillama/createDefiLlamaTokenizationData.js';
import { createKrakenTokenQuotes } from '../rwa/kraken/createKrakenTokenQuotes.js';
import { createSecFilingSource } from '../sec/createSecFilingSource.js';
import { createGeophysicalSource } from '../geo/createGeophysicalSource.js';
import { createMacroSeriesSource } from '../macro/createMacroSeriesSource.js';
import { createMacroReleaseSource } from '../macro/createMacroReleaseSource.js';
import { createQuestionParser } from '../llm/createQuestionParser.js';
import { createSettingsTranslator } from '../translate/createSettingsTranslator.js';
import type { Translator } from '../../core/i18n/Translator.js';
import { createWeatherSource } from '../weather/createWeatherSource.js';
import { createDataDirSnapshotProvider } from '../recalls/createDataDirSnapshotProvider.js';
import { recallSnapshotPath, recallSnapshotSchema } from '../recalls/recallSnapshotFormat.js';
import type { DataSourceHandle, DataSourceReport } from './DataSourceHandle.js';
import type { CassetteRecorder } from '../fetch/CassetteRecorder.js';
import { createMemorySourceCache } from '../fetch/createMemorySourceCache.js';
import { createSourceFetcher, type SourceFetcher } from '../fetch/createSourceFetcher.js';
import type { SourceCache } from '../fetch/SourceCache.js';
import { SOURCE_POLICIES } from '../fetch/sourcePolicies.js';
import type { SourcePolicy } from '../fetch/SourcePolicy.js';
import type { SignalLog } from '../../markets/ports/SignalLog.js';
import { startReplayServer } from '../fetch/startReplayServer.js';
import { createPmCorpusPort } from '../pmCorpus/createPmCorpusPort.js';
import { listCorpusFiles } from '../pmCorpus/listCorpusFiles.js';
import { resolvePmCorpusDir } from '../pmCorpus/resolvePmCorpusDir.js';

/** What {@link createPorts} builds: the ports for the app, and a handle per source for `data status`. */
export interface CreatedPorts {
  readonly ports: Partial<Ports>;
  readonly sources: readonly DataSourceHandle[];
  /** Live, or the recorded snapshot (local mode only). */
  readonly dataMode: DataMode;
  /** The fetch layer every live source goes through (in snapshot mode, over the replay server). */
  readonly fetcher: SourceFetcher;
  /** Machine translation for a `lang` with no shipped catalog; absent unless GUIDEKIT_TRANSLATE_URL is set. */
  readonly translator?: Translator;
  /** Stops the fetch layer's timers and the replay server. */
  close(): Promise<void>;
}

/** Options of {@link createPorts}. */
export interface CreatePortsOptions {
  /** The clock of the ages reported in answers. Default `() => new Date()`. */
  readonly now?: () => Date;
  /** The fetch layer's response cache: the store, so instances share it. Default: in memory. */
  readonly cache?: SourceCache;
  /** Records every origin answer (`guidekit data record`). Default: none. */
  readonly recorder?: CassetteRecorder;
  /** Where signals served with a reference are kept: the store. Default: none (they are not kept). */
  readonly signalLog?: SignalLog;
}

/**
 * Builds every port of the app once, from the settings (docs/configuration.md): daily bars from
 * `<data dir>/bars/<SYMBOL>.csv`, the recall snapshot `guidekit recalls refresh` writes, and the merchant probe (off
 * with `GUIDEKIT_MERCHANT_PROBE=off`, and in snapshot mode, since a live TLS and DNS probe cannot be replayed). The
 * CLI, the server and MCP pass the result down; nothing is set process-wide.
 *
 * @param settings - From `readSettings`.
 * @param options - {@link CreatePortsOptions}.
 * @returns The ports, their source handles and the data mode.
 * @throws {@link GuidekitError} `invalid_config` for an unknown GUIDEKIT_DATA_MODE or GUIDEKIT_MERCHANT_PROBE value,
 *   snapshot mode without GUIDEKIT_SNAPSHOT_DIR, or a snapshot cassette that is unreadable or holds an exchange marked
 *   synthetic.
 * @example
 * ```ts
 * const { ports } = await createPorts(await readSettings({ env: process.env }));
 * const app = createApp({ ports });
 * ```
 * @see docs/configuration.md
 */
export async function createPorts(settings: Settings, options: CreatePortsOptions = {}): Promise<CreatedPorts> {
  // Machine translation (off unless GUIDEKIT_TRANSLATE_URL is set), checked first: a bad setting leaves nothing running.
  const translator = createSettingsTranslator(settings);
  const now = options.now ?? (() => new Date());
  const dataDir = resolve(settings.GUIDEKIT_DATA_DIR ?? './.guidekit');
  const dataMode = await readDataMode(settings);
  const probeSetting = settings.GUIDEKIT_MERCHANT_PROBE ?? 'on';
  if (probeSetting !== 'on' && probeSetting !== 'off') {
    throw new GuidekitError(`createPorts: GUIDEKIT_MERCHANT_PROBE must be on or off, got ${JSON.stringify(probeSetting)}`, { code: 'invalid_config', field: 'GUIDEKIT_MERCHANT_PROBE' });
  }
  const sharedMemoryCache = createMemorySourceCache();
  // Snapshot mode replays the cassette from a loopback server, so the real adapter code parses what was recorded.
  // A cassette holding an exchange marked synthetic is refused: invented values must never reach an answer.
  const replay = dataMode.mode === 'snapshot' ? await startSnapshotReplay(settings.GUIDEKIT_SNAPSHOT_DIR!) : undefined;
  const fetcher = createSourceFetcher({
    policies: SOURCE_POLICIES,
    cache: options.cache ?? sharedMemoryCache,
    now,
    ...(replay === undefined ? {} : { fetch: replay.fetch }),
    ...(options.recorder === undefined ? {} : { recorder: options.recorder }),
  });
  const barsDir = join(dataDir, 'bars');
  // Sports sources: odds and racecards exist only when configured (GUIDEKIT_ODDS_API_KEY, GUIDEKIT_RACECARDS_URL).
  const sports = createSportsPorts({
    fetcher,
    cache: options.cache ?? sharedMemoryCache,
    now,
    ...(settings.GUIDEKIT_ODDS_API_KEY === undefined ? {} : { oddsApiKey: settings.GUIDEKIT_ODDS_API_KEY }),
    ...(settings.GUIDEKIT_RACECARDS_URL === undefined ? {} : { racecardsUrl: settings.GUIDEKIT_RACECARDS_URL }),
    ...(settings.GUIDEKIT_RACECARDS_TOKEN === undefined ? {} : { racecardsToken: settings.GUIDEKIT_RACECARDS_TOKEN }),
  });
  const ports: { -readonly [K in keyof Ports]?: Ports[K] } = {
    bars: createBarsDirDataSource({ directory: barsDir, fs: { readFile, readdir } }),
    recalls: createDataDirSnapshotProvider({ dataDir, fs: { readFile, stat }, now }),
    ...createMarketPorts({ fetcher, now, ...(settings.GUIDEKIT_STOOQ_API_KEY === undefined ? {} : { stooqApiKey: settings.GUIDEKIT_STOOQ_API_KEY }) }),
    venues: createPredictionVenueSource({ fetcher }),
    // The prediction ladders' model data; postCounts and impliedVol have no keyless source and are built by no one here.
    weather: createWeatherSource({ fetcher }),
    geo: createGeophysicalSource({ fetcher }),
    macroSeries: createMacroSeriesSource({ fetcher }),
    // Release values of the event scanner: FRED with a key, else BLS without one.
    macroReleases: createMacroReleaseSource({ fetcher, ...(settings.GUIDEKIT_FRED_API_KEY === undefined ? {} : { fredApiKey: settings.GUIDEKIT_FRED_API_KEY }) }),
    ...sports.ports,
  };
  // The perpetual venues read Hyperliquid's books through the perpBook port; EDGAR gets the operator's User-Agent.
  if (ports.perpBook !== undefined) ports.perpVenues = createPerpVenueSource({ fetcher, perpBook: ports.perpBook });
  ports.secFilings = createSecFilingSource({ fetcher, ...(settings.GUIDEKIT_SEC_USER_AGENT === undefined ? {} : { userAgent: settings.GUIDEKIT_SEC_USER_AGENT }) });
  ports.tokenQuotes = createKrakenTokenQuotes({ fetcher });
  ports.tokenizationData = createDefiLlamaTokenizationData({ fetcher });
  // The MIP solver of the fantasy optimisers: loaded once, on the first call that needs it.
  const solver = createHighsSolverSource();
  ports.solver = solver.port;
  const cache = options.cache ?? sharedMemoryCache;
  const sources: DataSourceHandle[] = [
    barsHandle(barsDir),
    ...RECALL_SOURCE_IDS.map((id) => recallHandle(dataDir, id)),
    ...SOURCE_POLICIES.filter((p) => p.port !== undefined && !sports.sourceIds.includes(p.id)).map((p) => fetchedHandle(p, fetcher, cache)),
    ...sports.sources,
    solver.handle,
  ];
  // The prediction-market corpus exists only when an import or sync has written files (else the backtest answers 503).
  const pmCorpusDir = resolvePmCorpusDir(settings);
  const pmCorpusFiles = await listCorpusFiles(pmCorpusDir);
  const pmCorpus = pmCorpusFiles.length === 0 ? undefined : createPmCorpusPort({ directory: pmCorpusDir });
  if (pmCorpus !== undefined) ports.pmCorpus = pmCorpus;
  sources.push(pmCorpusHandle(pmCorpusDir, pmCorpusFiles.length));
  if (options.signalLog !== undefined) ports.signalLog = options.signalLog;
  sources.push(signalLogHandle(options.signalLog !== undefined));
  // The optional language model (off unless GUIDEKIT_LLM_URL is set; not in snapshot mode, which cannot replay new questions).
  if (settings.GUIDEKIT_LLM_URL !== undefined && dataMode.mode === 'live') {
    ports.questionParser = createQuestionParser({
      fetcher,
      url: settings.GUIDEKIT_LLM_URL,
      ...(settings.GUIDEKIT_LLM_API_KEY === undefined ? {} : { apiKey: settings.GUIDEKIT_LLM_API_KEY }),
      ...(settings.GUIDEKIT_LLM_MODEL === undefined ? {} : { model: settings.GUIDEKIT_LLM_MODEL }),
    });
  }
  if (probeSetting === 'on' && dataMode.mode === 'live') {
    ports.merchantProbe = createMerchantProbe({ dataDir, now });
    sources.push(...MERCHANT_BLOCKLISTS.map((list) => blocklistHandle(dataDir, list)));
  }
  return {
    ports,
    sources,
    ...(translator === undefined ? {} : { translator }),
    dataMode: replay === undefined ? dataMode : { mode: 'snapshot', as_of: replay.recordedAt },
    fetcher,
    close: async () => {
      await fetcher.close();
      await replay?.close();
      pmCorpus?.close();
    },
  };
}

async function startSnapshotReplay(directory: string) {
  try {
    return await startReplayServer(directory, { refuseSynthetic: true });
  } catch (error) {
    if (!(error instanceof GuidekitError)) throw error;
    throw new GuidekitError(`createPorts: GUIDEKIT_SNAPSHOT_DIR ${directory} cannot be served in snapshot mode: ${error.message.replace(/^startReplayServer: /, '')}`, { code: 'invalid_config', field: 'GUIDEKIT_SNAPSHOT_DIR' });
  }
}

async function readDataMode(settings: Settings): Promise<DataMode> {
  const mode = settings.GUIDEKIT_DATA_MODE ?? 'live';
  if (mode === 'live') return { mode: 'live' };
  if (mode !== 'snapshot') {
    throw new GuidekitError(`createPorts: GUIDEKIT_DATA_MODE must be live or snapshot, got ${JSON.stringify(mode)}`, { code: 'invalid_config', field: 'GUIDEKIT_DATA_MODE' });
  }
  const dir = settings.GUIDEKIT_SNAPSHOT_DIR;
  if (dir === undefined) {
    throw new GuidekitError('createPorts: snapshot mode needs GUIDEKIT_SNAPSHOT_DIR (a cassette written by guidekit data record)', { code: 'invalid_config', field: 'GUIDEKIT_SNAPSHOT_DIR' });
  }
  let recorded: string | null = null;
  try {
    recorded = (await stat(resolve(dir))).mtime.toISOString();
  } catch {
    throw new GuidekitError(`createPorts: GUIDEKIT_SNAPSHOT_DIR ${dir} cannot be read`, { code: 'invalid_config', field: 'GUIDEKIT_SNAPSHOT_DIR' });
  }
  return { mode: 'snapshot', as_of: recorded };
}

const ageOf = (iso: string | null, now: Date) => (iso === null || Number.isNaN(Date.parse(iso)) ? null : Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000)));

function report(fields: Omit<DataSourceReport, 'rate_limit' | 'circuit' | 'age_seconds'>, now: Date): DataSourceReport {
  return { ...fields, age_seconds: ageOf(fields.last_fetch, now), rate_limit: null, circuit: null };
}

function barsHandle(directory: string): DataSourceHandle {
  return {
    id: 'bars-dir',
    port: 'bars',
    async describe(now) {
      let names: string[] = [];
      try {
        names = (await readdir(directory)).filter((n) => /\.csv$/i.test(n));
      } catch {
        // No directory: no symbols.
      }
      let newest: number | null = null;
      let bytes = 0;
      for (const name of names) {
        const st = await stat(join(directory, name)).catch(() => null);
        if (st === null) continue;
        bytes += st.size;
        newest = Math.max(newest ?? 0, st.mtimeMs);
      }
      return report(
        {
          id: 'bars-dir',
          port: 'bars',
          description: `daily bars files in ${directory}`,
          status: names.length === 0 ? 'unavailable' : 'ok',
          detail: names.length === 0 ? `no <SYMBOL>.csv files in ${directory}; backtests need inline bars` : `${names.length} symbol(s)`,
          last_fetch: newest === null ? null : new Date(newest).toISOString(),
          cache: { entries: names.length, bytes },
        },
        now,
      );
    },
  };
}

function recallHandle(dataDir: string, id: (typeof RECALL_SOURCE_IDS)[number]): DataSourceHandle {
  const sourceId = `recalls.${id}`;
  return {
    id: sourceId,
    port: 'recalls',
    async describe(now) {
      const path = recallSnapshotPath(dataDir, id);
      const base = { id: sourceId, port: 'recalls' as const, description: `recall snapshot of ${id} (guidekit recalls refresh)` };
      let text: string;
      let size: number;
      try {
        [text, size] = await Promise.all([readFile(path, 'utf8'), stat(path).then((s) => s.size)]);
      } catch {
        return report({ ...base, status: 'unavailable', detail: `no snapshot at ${path}; run guidekit recalls refresh`, last_fetch: null, cache: null }, now);
      }
      const parsed = recallSnapshotSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return report({ ...base, status: 'unavailable', detail: `unreadable snapshot ${path}`, last_fetch: null, cache: null }, now);
      const s = parsed.data;
      const limitDays = pickRule(RECALL_SNAPSHOT_FRESHNESS_DAYS, now.toISOString().slice(0, 10))?.value[id] ?? null;
      const age = ageOf(s.fetched_at, now);
      const current = s.status === 'ok' && age !== null && limitDays !== null && age <= limitDays * 86_400;
      return report(
        {
          ...base,
          status: s.status !== 'ok' && s.records.length === 0 ? 'unavailable' : current ? 'ok' : 'degraded',
          detail: s.status === 'ok' ? (current ? `${s.records.length} records` : `${s.records.length} records, older than ${limitDays} days`) : s.error,
          last_fetch: s.fetched_at,
          cache: { entries: s.records.length, bytes: size },
        },
        now,
      );
    },
  };
}

function blocklistHandle(dataDir: string, list: string): DataSourceHandle {
  const id = `blocklist.${list}`;
  return {
    id,
    port: 'merchantProbe',
    async describe(now) {
      const path = join(dataDir, 'blocklists', `${list}.txt`);
      const base = { id, port: 'merchantProbe' as const, description: `${list} feed file (guidekit blocklists refresh)` };
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch {
        return report({ ...base, status: 'degraded', detail: `no feed file at ${path}; the probe reports this list unavailable`, last_fetch: null, cache: null }, now);
      }
      const fetched = /^#\s*fetched_at:\s*(\S+)/m.exec(text)?.[1] ?? null;
      const hosts = text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).length;
      const age = ageOf(fetched, now);
      return report({ ...base, status: age !== null && age <= 7 * 86_400 ? 'ok' : 'degraded', detail: `${hosts} hosts`, last_fetch: fetched, cache: { entries: hosts, bytes: text.length } }, now);
    },
  };
}

/** The store's signal log: kept when the process has a store (the server), not kept otherwise (`guidekit call`). */
function signalLogHandle(kept: boolean): DataSourceHandle {
  return {
    id: 'signal-log',
    port: 'signalLog',
    async describe(now) {
      return report(
        {
          id: 'signal-log',
          port: 'signalLog',
          description: 'signals served with a reference price, kept in the store for grading (guidekit signals grade)',
          status: kept ? 'ok' : 'unavailable',
          detail: kept ? 'kept in the store' : 'no store in this process: signals are answered but not kept',
          last_fetch: null,
          cache: null,
        },
        now,
      );
    },
  };
}

/** The prediction-market corpus files (guidekit data pm-corpus import | sync). */
function pmCorpusHandle(directory: string, files: number): DataSourceHandle {
  return {
    id: 'pm-corpus',
    port: 'pmCorpus',
    async describe(now) {
      return report(
        {
          id: 'pm-corpus',
          port: 'pmCorpus',
          description: `prediction-market corpus in ${directory} (guidekit data pm-corpus status for counts)`,
          status: files === 0 ? 'unavailable' : 'ok',
          detail: files === 0 ? `no corpus files in ${directory}; run guidekit data pm-corpus import DIR or sync` : `${files} venue/source file set(s)`,
          last_fetch: null,
          cache: null,
        },
        now,
      );
    },
  };
}

/** A source the fetch layer reaches live: its breaker, rate limit and what the cache holds of it. */
function fetchedHandle(policy: SourcePolicy, fetcher: SourceFetcher, cache: SourceCache): DataSourceHandle {
  return {
    id: policy.id,
    port: policy.port!,
    async describe(now) {
      const [state, held] = await Promise.all([fetcher.state(policy.id), cache.summarizeCache(policy.id)]);
      const lastFetch = held.lastFetch === null ? null : held.lastFetch.toISOString();
      return {
        id: policy.id,
        port: policy.port!,
        description: policy.description,
        status: state.circuit === 'open' ? 'unavailable' : 'ok',
        detail: state.circuit === 'open' ? `circuit open after ${policy.breaker.consecutiveFailures} failures in a row` : `fetched live (time limit ${policy.timeoutMs} ms)`,
        last_fetch: lastFetch,
        age_seconds: ageOf(lastFetch, now),
        cache: { entries: held.entries, bytes: held.bytes },
        rate_limit: policy.rateLimit === undefined ? null : { limit: `${policy.rateLimit.requests} per ${policy.rateLimit.perSeconds} s (${policy.rateLimit.documented})`, remaining: state.remaining },
        circuit: state.circuit,
      };
    },
  };
}
