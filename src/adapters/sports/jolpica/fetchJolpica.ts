import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';
import { JOLPICA_BASE, JOLPICA_SOURCE, jolpicaEnvelopeSchema, type JolpicaEnvelope } from './jolpicaSchemas.js';

/** The API's largest page. */
const MAX_LIMIT = 100;

/**
 * One table of the Jolpica F1 API (Ergast-compatible, `https://api.jolpi.ca/ergast/f1/<path>.json`), read whole: the
 * default page holds 30 rows, so a table with more (`total` above the page) is asked again with the largest page the
 * API allows (100). A table longer than that is refused as unreadable rather than silently cut.
 *
 * @param fetcher - The fetch layer (policy `jolpica`).
 * @param path - The path under the base, without `.json` (e.g. `2023/9/results`).
 * @param options - `trace`: where the request is noted.
 * @returns The `MRData` envelope.
 * @throws {@link SourceUnavailableError} `jolpica` when the API is down, throttles or answers something unreadable.
 * @example
 * ```ts
 * const data = await fetchJolpica(fetcher, '2023/races');
 * data.RaceTable?.Races.length //=> 22
 * ```
 * @see https://github.com/jolpica/jolpica-f1/blob/main/docs/README.md
 */
export async function fetchJolpica(fetcher: SourceFetcher, path: string, options: { readonly trace?: SourceRecorder } = {}): Promise<JolpicaEnvelope> {
  const ask = async (query: string) => {
    const res = await fetcher.fetch(JOLPICA_SOURCE, { url: `${JOLPICA_BASE}/${path}.json${query}`, ...(options.trace === undefined ? {} : { trace: options.trace }) });
    return parseSourceJson(res, jolpicaEnvelopeSchema, JOLPICA_SOURCE, `the ${path} answer`).MRData;
  };
  const first = await ask('');
  const total = Number(first.total);
  if (total <= Number(first.offset) + Number(first.limit)) return first;
  if (total > MAX_LIMIT) throw failUnreadable(JOLPICA_SOURCE, `the ${path} table has ${total} rows, more than one page of ${MAX_LIMIT}`);
  return ask(`?limit=${MAX_LIMIT}`);
}
