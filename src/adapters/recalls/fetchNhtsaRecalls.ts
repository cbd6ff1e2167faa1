import { z } from 'zod';
import { mapNhtsaRecall, type NhtsaRecallJson } from '../../safety/mapNhtsaRecall.js';
import type { RecallRecord } from '../../safety/recallTypes.js';
import { scanCsvRecords } from '../../core/_lib/scanCsvRecords.js';
import { fetchBytes } from './_lib/fetchLimited.js';
import { readZipEntry } from './_lib/readZipEntry.js';
import {
  RECALL_FETCH_TIMEOUT_MS,
  RECALL_SOURCE_DEFAULT_URLS,
  RECALL_SOURCE_MAX_BYTES,
  type RecallSourceFetchOptions,
  type RecallSourceFetchResult,
} from './recallSourceSettings.js';

/** Options of {@link fetchNhtsaRecalls}. */
export interface FetchNhtsaRecallsOptions extends RecallSourceFetchOptions {
  /** Largest unpacked flat file, in bytes. Default 512 MiB. */
  readonly maxUnpackedBytes?: number;
}

/**
 * Column order of the recalls flat file (`RCL.txt`, tab-separated, one row per campaign × make × model × year).
 * Transcribed from NHTSA's RCL.txt field list as remembered, not re-checked against the live file: see
 * docs/recall-sources.md (unverified).
 */
export const NHTSA_FLAT_FILE_COLUMNS = [
  'RECORD_ID', 'CAMPNO', 'MAKETXT', 'MODELTXT', 'YEARTXT', 'MFGCAMPNO', 'COMPNAME', 'MFGNAME', 'BGMAN', 'ENDMAN',
  'RCLTYPECD', 'POTAFF', 'ODATE', 'INFLUENCED_BY', 'MFGTXT', 'RCDATE', 'DATEA', 'RPNO', 'FMVSS', 'DESC_DEFECT',
  'CONEQUENCE_DEFECT', 'CORRECTIVE_ACTION', 'NOTES', 'RCL_CMPT_ID', 'MFR_COMP_NAME', 'MFR_COMP_DESC', 'MFR_COMP_PTNO',
  'DO_NOT_DRIVE', 'PARK_OUTSIDE',
] as const;

const col = Object.fromEntries(NHTSA_FLAT_FILE_COLUMNS.map((name, i) => [name, i])) as Record<(typeof NHTSA_FLAT_FILE_COLUMNS)[number], number>;

/** The boundary schema of one row: a campaign number such as 19V182000 and an 8-digit report date. */
const flatRow = z.object({
  campaign: z.string().regex(/^[0-9]{2}[A-Z][0-9]{6}$/, 'must be an NHTSA campaign number'),
  received: z.string().regex(/^[0-9]{8}$/, 'must be a YYYYMMDD date'),
});

/**
 * Downloads NHTSA's recalls flat file (vehicles, equipment, tyres and child seats since 2010; zip of one
 * tab-separated file, columns {@link NHTSA_FLAT_FILE_COLUMNS}), keeps campaigns whose report was received on or
 * after `since`, and maps each campaign with `mapNhtsaRecall`, merging the makes, models and years of its rows. More
 * than 1% of rows without a readable campaign number or date means the layout changed: the source is unavailable.
 *
 * @param options - See {@link FetchNhtsaRecallsOptions}.
 * @returns The records, or why the source is unavailable.
 * @example
 * ```ts
 * const got = await fetchNhtsaRecalls({ since: '2024-01-01', until: '2026-07-05' });
 * ```
 * @see https://www.nhtsa.gov/nhtsa-datasets-and-apis (Recalls flat file and RCL.txt)
 */
export async function fetchNhtsaRecalls(options: FetchNhtsaRecallsOptions): Promise<RecallSourceFetchResult> {
  const url = options.baseUrl ?? RECALL_SOURCE_DEFAULT_URLS.nhtsa;
  const got = await fetchBytes(url, { source: 'recalls.nhtsa', fetcher: options.fetcher, timeoutMs: options.timeoutMs ?? RECALL_FETCH_TIMEOUT_MS * 5, maxBytes: options.maxBytes ?? RECALL_SOURCE_MAX_BYTES.nhtsa, signal: options.signal });
  if (!got.ok) return got;
  // Unpacking and reading the flat file is the long part: a stop asked during the download ends here.
  options.signal?.throwIfAborted();
  const entry = readZipEntry(got.value, { maxBytes: options.maxUnpackedBytes ?? 512 * 1024 * 1024, pick: (name) => /\.txt$/i.test(name) });
  if (!entry.ok) return { ok: false, error: `NHTSA flat file: ${entry.error}` };
  const text = new TextDecoder('windows-1252').decode(entry.data);
  const campaigns = new Map<string, NhtsaRecallJson[]>();
  let rows = 0;
  let bad = 0;
  // Tab-separated without quoting: a quote is text (`12" wheel`), so Papa Parse reads it in its unquoted mode.
  scanCsvRecords(text, ({ fields: cells, blank }) => {
    if (blank) return;
    rows++;
    const cell = (name: keyof typeof col) => (cells[col[name]] ?? '').trim();
    const check = flatRow.safeParse({ campaign: cell('CAMPNO'), received: cell('RCDATE') });
    if (!check.success || cells.length < col.NOTES) {
      bad++;
      return;
    }
    const r = check.data.received;
    const day = `${r.slice(0, 4)}-${r.slice(4, 6)}-${r.slice(6, 8)}`;
    if (day < options.since || day > options.until) return;
    const year = cell('YEARTXT');
    const row: NhtsaRecallJson = {
      NHTSACampaignNumber: check.data.campaign,
      Manufacturer: cell('MFGNAME'),
      ReportReceivedDate: day,
      Component: cell('COMPNAME'),
      Summary: cell('DESC_DEFECT'),
      Consequence: cell('CONEQUENCE_DEFECT'),
      Remedy: cell('CORRECTIVE_ACTION'),
      Notes: cell('NOTES'),
      ModelYear: year === '9999' ? '' : year,
      Make: cell('MAKETXT'),
      Model: cell('MODELTXT'),
    };
    const list = campaigns.get(check.data.campaign);
    if (list === undefined) campaigns.set(check.data.campaign, [row]);
    else list.push(row);
  }, { delimiter: '\t', quoted: false });
  if (rows === 0) return { ok: false, error: 'NHTSA flat file is empty' };
  if (bad > rows * 0.01) return { ok: false, error: `NHTSA flat file: ${bad} of ${rows} rows have no readable campaign number or date (layout changed?)` };
  const records: RecallRecord[] = [];
  const notes: string[] = bad > 0 ? [`${bad} unreadable NHTSA rows skipped`] : [];
  for (const rowsOfCampaign of campaigns.values()) {
    const mapped = rowsOfCampaign.map((row) => mapNhtsaRecall(row));
    const first = mapped[0]!;
    const union = (pick: (r: RecallRecord) => readonly string[]) => [...new Set(mapped.flatMap(pick))];
    records.push({ ...first, products: union((r) => r.products), brands: union((r) => r.brands), model_numbers: union((r) => r.model_numbers) });
  }
  return { ok: true, records, notes };
}
