import { z } from 'zod';
import { mapAcccRecall } from '../../safety/mapAcccRecall.js';
import type { RecallRecord } from '../../safety/recallTypes.js';
import { describeZodError } from './_lib/describeZodError.js';
import { fetchText } from './_lib/fetchLimited.js';
import { readRssItems } from './_lib/readRssItems.js';
import {
  RECALL_FETCH_TIMEOUT_MS,
  RECALL_SOURCE_DEFAULT_URLS,
  RECALL_SOURCE_MAX_BYTES,
  type RecallSourceFetchOptions,
  type RecallSourceFetchResult,
} from './recallSourceSettings.js';

/** Options of {@link fetchAcccRecalls}. */
export type FetchAcccRecallsOptions = RecallSourceFetchOptions;

/** The boundary schema of one feed item: a title and an absolute link are required; the date must be readable. */
const feedItem = z.object({
  title: z.string().min(1),
  link: z.url(),
  description: z.string(),
  pubDate: z.string().refine((d) => d === '' || !Number.isNaN(Date.parse(d)), 'must be an RFC 822 date'),
  guid: z.string(),
});

/**
 * Reads Product Safety Australia's recall RSS feed (the ACCC publishes no JSON API) and maps each item with
 * `mapAcccRecall`: the link's last path segment is the recall id, the description (markup removed) is the product
 * description from which models and barcodes are read. Items published before `since` are left out.
 *
 * @param options - See {@link FetchAcccRecallsOptions}.
 * @returns The records, or why the source is unavailable.
 * @example
 * ```ts
 * const got = await fetchAcccRecalls({ since: '2026-01-01', until: '2026-07-05' });
 * ```
 * @see https://www.productsafety.gov.au/recalls
 */
export async function fetchAcccRecalls(options: FetchAcccRecallsOptions): Promise<RecallSourceFetchResult> {
  const url = options.baseUrl ?? RECALL_SOURCE_DEFAULT_URLS.accc;
  const got = await fetchText(url, { source: 'recalls.accc', fetcher: options.fetcher, timeoutMs: options.timeoutMs ?? RECALL_FETCH_TIMEOUT_MS, maxBytes: options.maxBytes ?? RECALL_SOURCE_MAX_BYTES.accc, signal: options.signal });
  if (!got.ok) return got;
  const items = readRssItems(got.value);
  if (items === null) return { ok: false, error: `answer from ${url} is not an RSS feed` };
  const parsed = z.array(feedItem).safeParse(items);
  if (!parsed.success) return { ok: false, error: describeZodError('ACCC recall feed', parsed.error) };
  const byId = new Map<string, RecallRecord>();
  const notes: string[] = [];
  for (const item of parsed.data) {
    const published = item.pubDate === '' ? null : new Date(Date.parse(item.pubDate)).toISOString();
    const day = published?.slice(0, 10) ?? null;
    if (day !== null && (day < options.since || day > options.until)) continue;
    const slug = new URL(item.link).pathname.split('/').filter((s) => s !== '').pop() ?? item.guid;
    try {
      const record = mapAcccRecall({
        id: slug,
        sourceUrl: item.link,
        title: item.title,
        ...(published === null ? {} : { publishedDate: published }),
        detail: { productDescription: item.description },
      });
      byId.set(record.id, record);
    } catch (error) {
      notes.push(`skipped ACCC item ${item.link}: ${(error as Error).message}`);
    }
  }
  return { ok: true, records: [...byId.values()], notes };
}
