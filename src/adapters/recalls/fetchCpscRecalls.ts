import { z } from 'zod';
import { mapCpscRecall, type CpscRecallJson } from '../../safety/mapCpscRecall.js';
import type { RecallRecord } from '../../safety/recallTypes.js';
import { describeZodError } from './_lib/describeZodError.js';
import { fetchJson } from './_lib/fetchLimited.js';
import { splitDateWindows } from './_lib/isoDays.js';
import {
  RECALL_FETCH_TIMEOUT_MS,
  RECALL_SOURCE_DEFAULT_URLS,
  RECALL_SOURCE_MAX_BYTES,
  type RecallSourceFetchOptions,
  type RecallSourceFetchResult,
} from './recallSourceSettings.js';

/** Options of {@link fetchCpscRecalls}. */
export interface FetchCpscRecallsOptions extends RecallSourceFetchOptions {
  /** Days per request window (the service has no pagination). Default 366. */
  readonly windowDays?: number;
  /**
   * Most records one window may hold. The service answers a filter it does not understand with its whole corpus
   * (≈9.9k records), so a window above this is treated as a failure, not as data. Default 3000 (a busy year is ≈600).
   */
  readonly maxRecordsPerWindow?: number;
}

/** The boundary schema: a bare JSON array of recall objects; only the members the checks need are pinned down. */
const cpscPayload = z.array(
  z.looseObject({
    RecallID: z.number().optional(),
    RecallNumber: z.string().optional(),
    RecallDate: z.string().optional(),
    Title: z.string().optional(),
  }),
);

/**
 * Downloads CPSC recalls published between `since` and `until`, one date window at a time
 * (`RecallDateStart`/`RecallDateEnd`, both inclusive), and maps them with `mapCpscRecall`. The service's known traps
 * are failures, never data: its in-band error record (HTTP 200, `RecallID: 0`, "Error retrieving Recalls…"), a window
 * holding more records than {@link FetchCpscRecallsOptions.maxRecordsPerWindow} (a silently ignored filter returns the
 * whole corpus) and any non-2xx answer. Records repeated across windows are kept once.
 *
 * @param options - See {@link FetchCpscRecallsOptions}.
 * @returns The records, or why the source is unavailable.
 * @example
 * ```ts
 * const got = await fetchCpscRecalls({ since: '2026-01-01', until: '2026-06-30' });
 * if (got.ok) got.records.length //=> 301
 * ```
 * @see https://www.cpsc.gov/Recalls/CPSC-Recalls-Application-Program-Interface-API-Information
 * @see /work/shared/research/safety-style.md, A1 CPSC (traps 1–10)
 */
export async function fetchCpscRecalls(options: FetchCpscRecallsOptions): Promise<RecallSourceFetchResult> {
  const base = options.baseUrl ?? RECALL_SOURCE_DEFAULT_URLS.cpsc;
  const limits = { source: 'recalls.cpsc', fetcher: options.fetcher, timeoutMs: options.timeoutMs ?? RECALL_FETCH_TIMEOUT_MS, maxBytes: options.maxBytes ?? RECALL_SOURCE_MAX_BYTES.cpsc, signal: options.signal };
  const cap = options.maxRecordsPerWindow ?? 3000;
  const byId = new Map<string, RecallRecord>();
  const notes: string[] = [];
  for (const window of splitDateWindows(options.since, options.until, options.windowDays ?? 366)) {
    const url = new URL(base);
    url.searchParams.set('format', 'json');
    url.searchParams.set('RecallDateStart', window.start);
    url.searchParams.set('RecallDateEnd', window.end);
    const got = await fetchJson(url.href, limits);
    if (!got.ok) return got;
    const parsed = cpscPayload.safeParse(got.value);
    if (!parsed.success) return { ok: false, error: describeZodError(`CPSC answer for ${window.start}…${window.end}`, parsed.error) };
    const rows = parsed.data;
    const errorRow = rows.find((r) => r.RecallID === 0 || /^Error retrieving/i.test(r.Title ?? ''));
    if (errorRow !== undefined) return { ok: false, error: `CPSC reported an error for ${window.start}…${window.end}: ${errorRow.Title ?? 'RecallID 0'}` };
    if (rows.length > cap) {
      return { ok: false, error: `CPSC returned ${rows.length} records for ${window.start}…${window.end} (limit ${cap}): the date filter was probably ignored` };
    }
    for (const row of rows) {
      try {
        const record = mapCpscRecall(row as CpscRecallJson);
        if (record !== null) byId.set(record.id, record);
      } catch (error) {
        notes.push(`skipped a CPSC record: ${(error as Error).message}`);
      }
    }
  }
  return { ok: true, records: [...byId.values()], notes };
}
