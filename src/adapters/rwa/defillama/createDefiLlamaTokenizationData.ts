import { z } from 'zod';
import type { TokenizationDataSource, TokenizationProtocol } from '../../../markets/tokenized/TokenizationDataSource.js';
import type { SourceFetcher } from '../../fetch/createSourceFetcher.js';
import { parseSourceJson } from '../../markets/_lib/parseSourceJson.js';
import { pickTrace } from '../../markets/_lib/pickTrace.js';

/** The source id of DefiLlama's free API in the fetch layer. */
export const DEFILLAMA_SOURCE = 'defillama';

const num = z.number().finite().nullable().optional();
const protocolsSchema = z.array(
  z.object({
    name: z.string(),
    slug: z.string().nullable().optional(),
    category: z.string().nullable().optional(),
    chains: z.array(z.string()).optional(),
    tvl: num,
    change_1d: num,
    change_7d: num,
    listedAt: num,
  }),
);

/**
 * The `tokenizationData` port over DefiLlama's free protocol list (`GET https://api.llama.fi/protocols`, keyless):
 * every protocol with its category, chains, value locked and its 1-day and 7-day changes, and when DefiLlama listed
 * it. The radar keeps the real-world-asset categories. DefiLlama down or unreadable is a 503 naming `defillama`.
 *
 * @param options - `fetcher`: the fetch layer (policy `defillama`).
 * @returns The port.
 * @example
 * ```ts
 * const { protocols } = await createDefiLlamaTokenizationData({ fetcher }).protocols({ trace });
 * ```
 * @see https://api-docs.defillama.com
 * @see docs/perps-tokenized-preipo.md
 */
export function createDefiLlamaTokenizationData(options: { readonly fetcher: SourceFetcher }): TokenizationDataSource {
  const { fetcher } = options;
  return {
    async protocols(call) {
      const res = await fetcher.fetch(DEFILLAMA_SOURCE, { url: 'https://api.llama.fi/protocols', ...pickTrace(call) });
      const rows = parseSourceJson(res, protocolsSchema, DEFILLAMA_SOURCE, 'the protocols answer');
      const protocols: TokenizationProtocol[] = rows.map((r) => ({
        name: r.name,
        slug: r.slug ?? null,
        category: r.category ?? null,
        chains: r.chains ?? [],
        tvl: r.tvl ?? null,
        change_1d: r.change_1d ?? null,
        change_7d: r.change_7d ?? null,
        listed_at: r.listedAt ?? null,
      }));
      return { source: DEFILLAMA_SOURCE, protocols };
    },
  };
}
