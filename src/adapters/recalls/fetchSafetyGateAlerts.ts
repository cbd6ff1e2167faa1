import { z } from 'zod';
import { mapSafetyGateAlert, type SafetyGateAlertJson } from '../../safety/mapSafetyGateAlert.js';
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

/** Options of {@link fetchSafetyGateAlerts}. */
export interface FetchSafetyGateAlertsOptions extends RecallSourceFetchOptions {
  /** Most list pages read (a guard against a list that never ends); running out of pages is a failure. Default 1000. */
  readonly maxPages?: number;
  /** Alert details fetched at once. Default 6. */
  readonly concurrency?: number;
}

const alertId = z.union([z.number().int(), z.string().regex(/^[0-9]+$/)]);

/** The list page: `content` holds the alerts of the page, each with at least its numeric id. */
const listPayload = z.looseObject({
  content: z.array(z.looseObject({ id: alertId, publicationDate: z.string().optional() })),
});

/** The alert detail: the members `mapSafetyGateAlert` needs to identify and date it; the rest is read by the mapper. */
const detailPayload = z.looseObject({
  id: alertId,
  reference: z.string().optional(),
  publicationDate: z.string().optional(),
  product: z.looseObject({}).optional(),
});

/**
 * Reads EU Safety Gate alerts published on or after `since`: the web application's paged list
 * (`POST …/notification/carousel/` with `{"language":"en","page":N}`, newest first) until a page is empty or holds
 * only older alerts, then each alert's detail (`GET …/notification/{id}?language=en`), mapped with
 * `mapSafetyGateAlert`. A detail that cannot be read makes the whole source unavailable: a snapshot with holes would
 * turn a recall into a false "no match".
 *
 * @param options - See {@link FetchSafetyGateAlertsOptions}.
 * @returns The records, or why the source is unavailable.
 * @example
 * ```ts
 * const got = await fetchSafetyGateAlerts({ since: '2026-06-01', until: '2026-07-05' });
 * ```
 * @see https://ec.europa.eu/safety-gate-alerts/screen/webReport
 * @see /work/shared/research/safety-style.md, A1 EU Safety Gate (undocumented web-app endpoints)
 */
export async function fetchSafetyGateAlerts(options: FetchSafetyGateAlertsOptions): Promise<RecallSourceFetchResult> {
  const raw = options.baseUrl ?? RECALL_SOURCE_DEFAULT_URLS['safety-gate'];
  const base = raw.endsWith('/') ? raw : `${raw}/`;
  const limits = { source: 'recalls.safety-gate', fetcher: options.fetcher, timeoutMs: options.timeoutMs ?? RECALL_FETCH_TIMEOUT_MS, maxBytes: options.maxBytes ?? RECALL_SOURCE_MAX_BYTES['safety-gate'], signal: options.signal };
  const maxPages = options.maxPages ?? 1000;
  const concurrency = Math.max(1, options.concurrency ?? 6);
  const byId = new Map<string, RecallRecord>();
  const notes: string[] = [];
  const seen = new Set<string>();
  let page = 0;
  for (; page < maxPages; page++) {
    const list = await fetchJson(new URL('carousel/', base).href, {
      ...limits,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ language: 'en', page }),
    });
    if (!list.ok) return list;
    const parsed = listPayload.safeParse(list.value);
    if (!parsed.success) return { ok: false, error: describeZodError(`Safety Gate list page ${page}`, parsed.error) };
    const fresh = parsed.data.content.filter((item) => !seen.has(String(item.id)));
    if (fresh.length === 0) break;
    const wanted = fresh.filter((item) => {
      seen.add(String(item.id));
      const listed = isoDayOf(item.publicationDate);
      return listed === null || listed >= options.since;
    });
    let inWindow = 0;
    for (let at = 0; at < wanted.length; at += concurrency) {
      const batch = wanted.slice(at, at + concurrency);
      const details = await Promise.all(batch.map((item) => fetchJson(new URL(`${encodeURIComponent(String(item.id))}?language=en`, base).href, limits)));
      for (const [k, detail] of details.entries()) {
        const id = String(batch[k]!.id);
        if (!detail.ok) return detail;
        const alert = detailPayload.safeParse(detail.value);
        if (!alert.success) return { ok: false, error: describeZodError(`Safety Gate alert ${id}`, alert.error) };
        const day = isoDayOf(alert.data.publicationDate);
        if (day !== null && day < options.since) continue;
        inWindow++;
        if (day !== null && day > options.until) continue;
        try {
          const record = mapSafetyGateAlert(alert.data as SafetyGateAlertJson);
          byId.set(record.id, record);
        } catch (error) {
          notes.push(`skipped Safety Gate alert ${id}: ${(error as Error).message}`);
        }
      }
    }
    // The list is newest first: a page with nothing on or after `since` ends the window.
    if (inWindow === 0) break;
  }
  if (page >= maxPages) return { ok: false, error: `Safety Gate list still had alerts in the window after ${maxPages} pages; narrow the window (--since)` };
  return { ok: true, records: [...byId.values()], notes };
}
