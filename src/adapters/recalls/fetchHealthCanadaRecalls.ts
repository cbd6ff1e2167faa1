import { z } from 'zod';
import { mapHealthCanadaRecall, type HealthCanadaRecallJson } from '../../safety/mapHealthCanadaRecall.js';
import type { RecallRecord } from '../../safety/recallTypes.js';
import { describeZodError } from './_lib/describeZodError.js';
import { fetchJson } from './_lib/fetchLimited.js';
import { isoDayOf } from './_lib/isoDays.js';
import {
  RECALL_FETCH_TIMEOUT_MS,
  RECALL_SOURCE_DEFAULT_URLS,
  RECALL_SOURCE_MAX_BYTES,
  type RecallSourceFetchOptions,
  type RecallSourceFetchResult,
} from './recallSourceSettings.js';

/** Options of {@link fetchHealthCanadaRecalls}. */
export type FetchHealthCanadaRecallsOptions = RecallSourceFetchOptions;

/** The boundary schema: an array of open-data rows; NID may come as text or number. */
const healthCanadaPayload = z.array(
  z.looseObject({
    NID: z.union([z.string(), z.number()]).optional(),
    Title: z.string().optional(),
    URL: z.string().optional(),
    'Last updated': z.string().optional(),
  }),
);

/**
 * Downloads Health Canada's recalls and safety alerts open data (one JSON file with every notice in English and in
 * French) and keeps the English rows (notice URL under `/en/`) last updated on or after `since`, mapped with
 * `mapHealthCanadaRecall`. The open data carries no brand, barcode or model table (those are on the notice pages), so
 * these records match by name; rows with no readable date are kept.
 *
 * @param options - See {@link FetchHealthCanadaRecallsOptions}.
 * @returns The records, or why the source is unavailable.
 * @example
 * ```ts
 * const got = await fetchHealthCanadaRecalls({ since: '2025-01-01', until: '2026-07-05' });
 * ```
 * @see https://recalls-rappels.canada.ca/en (Recalls and safety alerts; open data)
 */
export async function fetchHealthCanadaRecalls(options: FetchHealthCanadaRecallsOptions): Promise<RecallSourceFetchResult> {
  const url = options.baseUrl ?? RECALL_SOURCE_DEFAULT_URLS['health-canada'];
  const got = await fetchJson(url, {
    source: 'recalls.health-canada',
    fetcher: options.fetcher,
    timeoutMs: options.timeoutMs ?? RECALL_FETCH_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? RECALL_SOURCE_MAX_BYTES['health-canada'],
    signal: options.signal,
  });
  if (!got.ok) return got;
  const parsed = healthCanadaPayload.safeParse(got.value);
  if (!parsed.success) return { ok: false, error: describeZodError('Health Canada open data', parsed.error) };
  const byId = new Map<string, RecallRecord>();
  const notes: string[] = [];
  let french = 0;
  for (const row of parsed.data) {
    if (row.URL !== undefined && /\/fr\//.test(row.URL) && !/\/en\//.test(row.URL)) {
      french++;
      continue;
    }
    const day = isoDayOf(row['Last updated']);
    if (day !== null && (day < options.since || day > options.until)) continue;
    try {
      const record = mapHealthCanadaRecall({ ...row, NID: row.NID === undefined ? undefined : String(row.NID) } as HealthCanadaRecallJson);
      byId.set(record.id, record);
    } catch (error) {
      notes.push(`skipped a Health Canada row: ${(error as Error).message}`);
    }
  }
  if (french > 0) notes.push(`${french} French rows left out (the English row of the same notice is kept)`);
  return { ok: true, records: [...byId.values()], notes };
}
