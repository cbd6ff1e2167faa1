import type { RecallRecord, RecallSourceId } from '../../safety/recallTypes.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';

/**
 * Where each recall source is read from by default. Every one can be replaced (a mirror, or a loopback replay server
 * in tests) through {@link RECALL_SOURCE_URL_ENV} or the `baseUrl` option of its adapter.
 *
 * - `cpsc`: the CPSC Recall Retrieval web service; `?format=json&RecallDateStart=…&RecallDateEnd=…` is appended.
 * - `health-canada`: the Recalls and Safety Alerts open-data JSON file (all rows, English and French).
 * - `safety-gate`: the Safety Gate web application's notification API; `carousel/` (POST, paged list) and
 *   `{id}?language=en` (detail) are appended.
 * - `accc`: Product Safety Australia's recall RSS feed (there is no JSON API).
 * - `nhtsa`: NHTSA's recalls flat file since 2010 (zip of one tab-separated file; vehicles, equipment, tyres and child seats).
 *
 * @see /work/shared/research/safety-style.md, A1 (recall sources)
 */
export const RECALL_SOURCE_DEFAULT_URLS: Readonly<Record<RecallSourceId, string>> = {
  cpsc: 'https://www.saferproducts.gov/RestWebServices/Recall',
  'health-canada': 'https://recalls-rappels.canada.ca/sites/default/files/opendata-donneesouvertes/HCRSAMOpenData.json',
  'safety-gate': 'https://ec.europa.eu/safety-gate-alerts/public/api/notification/',
  accc: 'https://www.productsafety.gov.au/rss/feed.xml/psa_recall',
  nhtsa: 'https://static.nhtsa.gov/odi/ffdd/rcl/FLAT_RCL_POST_2010.zip',
};

/** Environment variables that replace a source's default URL (read by `guidekit recalls refresh`). */
export const RECALL_SOURCE_URL_ENV: Readonly<Record<RecallSourceId, string>> = {
  cpsc: 'GUIDEKIT_RECALLS_CPSC_URL',
  'health-canada': 'GUIDEKIT_RECALLS_HEALTH_CANADA_URL',
  'safety-gate': 'GUIDEKIT_RECALLS_SAFETY_GATE_URL',
  accc: 'GUIDEKIT_RECALLS_ACCC_URL',
  nhtsa: 'GUIDEKIT_RECALLS_NHTSA_URL',
};

/**
 * Largest body accepted from each source, in bytes. CPSC answers a misspelled filter with its whole corpus (≈27 MB), so
 * its per-window limit is far below that; the Health Canada file holds ≈34k rows in two languages; the NHTSA zip is
 * the compressed flat file.
 */
export const RECALL_SOURCE_MAX_BYTES: Readonly<Record<RecallSourceId, number>> = {
  cpsc: 16 * 1024 * 1024,
  'health-canada': 96 * 1024 * 1024,
  'safety-gate': 4 * 1024 * 1024,
  accc: 8 * 1024 * 1024,
  nhtsa: 64 * 1024 * 1024,
};

/** Default time limit of one request, in milliseconds. */
export const RECALL_FETCH_TIMEOUT_MS = 60_000;

/** Default start of the recall window when `--since` is not given: this many days before the refresh date. */
export const RECALL_DEFAULT_WINDOW_DAYS = 3653;

/** What every source adapter takes. */
export interface RecallSourceFetchOptions {
  /** Replaces the source's default URL ({@link RECALL_SOURCE_DEFAULT_URLS}). */
  readonly baseUrl?: string;
  /** First day of recalls wanted, ISO `YYYY-MM-DD` (inclusive). Sources that cannot filter are trimmed locally. */
  readonly since: string;
  /** Last day wanted, ISO `YYYY-MM-DD` (inclusive): the refresh date. */
  readonly until: string;
  /** Time limit of each request in ms. Default {@link RECALL_FETCH_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  /** Size limit of each response in bytes. Default: the source's {@link RECALL_SOURCE_MAX_BYTES}. */
  readonly maxBytes?: number;
  /** The app's fetch layer (its policies `recalls.<id>`); absent: a one-off layer with these limits. */
  readonly fetcher?: SourceFetcher;
  /** Stops the download between and during requests; the adapter then rejects with the signal's reason. Default: none. */
  readonly signal?: AbortSignal;
}

/** What a source adapter returns: normalised records (with notes on what was skipped), or why the source failed. */
export type RecallSourceFetchResult =
  | { readonly ok: true; readonly records: readonly RecallRecord[]; readonly notes: readonly string[] }
  | { readonly ok: false; readonly error: string };
