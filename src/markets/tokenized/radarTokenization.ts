import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { requireRule } from '../../core/requireRule.js';
import { TOKENIZATION_RADAR, TOKENIZATION_SOURCES, type TokenizationSourceStatus } from '../rules/tokenizationRadar.js';
import { radarTokenizationMessages } from './messages/radarTokenization.js';
import type { TokenizationProtocol } from './TokenizationDataSource.js';

/** Options of {@link radarTokenization}. */
export interface RadarTokenizationOptions {
  /** ISO date of the answer (new listings are counted back from it). Required. */
  readonly asOf: string;
  /** Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** One protocol on the radar. */
export interface RadarProtocol {
  readonly name: string;
  readonly slug: string | null;
  readonly category: string;
  readonly chains: readonly string[];
  readonly tvl_usd: Decimal | null;
  readonly change_1d_pct: number | null;
  readonly change_7d_pct: number | null;
  /** Value change over the week, USD: tvl − tvl ÷ (1 + change_7d ÷ 100). */
  readonly change_7d_usd: Decimal | null;
  /** ISO date DefiLlama listed it; null when not given. */
  readonly listed: string | null;
}

/** Result of {@link radarTokenization}. */
export interface RadarTokenizationResult extends RuleCitations {
  readonly summary: string;
  readonly totals: { readonly protocols: number; readonly tvl_usd: Decimal; readonly change_1d_usd: Decimal; readonly change_7d_usd: Decimal };
  readonly new_listings: readonly RadarProtocol[];
  readonly movers: { readonly inflows: readonly RadarProtocol[]; readonly outflows: readonly RadarProtocol[] };
  readonly by_chain: readonly { readonly chain: string; readonly protocols: number }[];
  readonly flows_note: string;
  readonly sources: readonly TokenizationSourceStatus[];
}

const FN = 'radarTokenization';
const usd = (x: number) => new Decimal(x).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN);

/**
 * The tokenization radar: from an aggregator's protocol list, the tokenized real-world-asset protocols (DefiLlama's
 * `RWA` categories), their value locked and its change over a day and a week (as value, price moves and flows
 * together, reconstructed from each protocol's percentage change), the protocols listed in the last 30 days, the
 * largest movers each way among those holding at least 10 million USD, the chains they run on, and which richer
 * sources exist but are not read (keys needed).
 *
 * @param protocols - The aggregator's protocols. Not modified.
 * @param options - {@link RadarTokenizationOptions}.
 * @returns Totals, new listings, movers, chains, the sources' status and the rules applied.
 * @throws {@link GuidekitError} for protocols that are not a list, a bad `asOf` or `lang`.
 * @example
 * ```ts
 * radarTokenization(protocols, { asOf: '2026-11-25' }).totals.protocols; //=> 3
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, all paid endpoints (GET /api/signal/tokenization-radar)
 * @see docs/perps-tokenized-preipo.md
 */
export function radarTokenization(protocols: readonly TokenizationProtocol[], options: RadarTokenizationOptions): RadarTokenizationResult {
  const lang = readEngineLang(options?.lang, { fn: FN });
  const t = createTranslate(radarTokenizationMessages, lang);
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  if (!Array.isArray(protocols)) throw new GuidekitError(`${FN}: protocols must be a list`, { code: 'invalid_type', field: 'protocols' });
  const rule = requireRule(TOKENIZATION_RADAR, asOf);
  const sources = requireRule(TOKENIZATION_SOURCES, asOf);
  const since = Date.parse(`${asOf}T00:00:00Z`) / 1000 - rule.value.new_listing_days * 86_400;

  const kept: RadarProtocol[] = protocols
    .filter((p) => p.category !== null && rule.value.categories.includes(p.category))
    .map((p) => {
      const previous = p.tvl === null || p.change_7d === null || p.change_7d <= -100 ? null : p.tvl / (1 + p.change_7d / 100);
      return {
        name: p.name,
        slug: p.slug,
        category: p.category!,
        chains: p.chains,
        tvl_usd: p.tvl === null ? null : usd(p.tvl),
        change_1d_pct: p.change_1d,
        change_7d_pct: p.change_7d,
        change_7d_usd: previous === null ? null : usd(p.tvl! - previous),
        listed: p.listed_at === null ? null : new Date(p.listed_at * 1000).toISOString().slice(0, 10),
      };
    })
    .sort((a, b) => (b.tvl_usd?.toNumber() ?? -1) - (a.tvl_usd?.toNumber() ?? -1) || a.name.localeCompare(b.name));

  const sum = (pick: (p: RadarProtocol) => Decimal | null) => kept.reduce((s, p) => s.plus(pick(p) ?? 0), new Decimal(0));
  const change1d = kept.reduce((s, p) => {
    const tvl = p.tvl_usd?.toNumber() ?? null;
    if (tvl === null || p.change_1d_pct === null || p.change_1d_pct <= -100) return s;
    return s.plus(usd(tvl - tvl / (1 + p.change_1d_pct / 100)));
  }, new Decimal(0));
  const totals = { protocols: kept.length, tvl_usd: sum((p) => p.tvl_usd), change_1d_usd: change1d, change_7d_usd: sum((p) => p.change_7d_usd) };
  const newListings = kept.filter((p) => p.listed !== null && Date.parse(`${p.listed}T00:00:00Z`) / 1000 >= since);
  const movable = kept.filter((p) => p.change_7d_usd !== null && (p.tvl_usd?.toNumber() ?? 0) >= rule.value.mover_min_tvl_usd);
  const inflows = movable.filter((p) => p.change_7d_usd!.gt(0)).sort((a, b) => b.change_7d_usd!.comparedTo(a.change_7d_usd!)).slice(0, rule.value.movers);
  const outflows = movable.filter((p) => p.change_7d_usd!.lt(0)).sort((a, b) => a.change_7d_usd!.comparedTo(b.change_7d_usd!)).slice(0, rule.value.movers);
  const chains = new Map<string, number>();
  for (const p of kept) for (const c of p.chains) chains.set(c, (chains.get(c) ?? 0) + 1);
  const byChain = [...chains.entries()].map(([chain, n]) => ({ chain, protocols: n })).sort((a, b) => b.protocols - a.protocols || a.chain.localeCompare(b.chain));
  return {
    summary:
      kept.length === 0
        ? t('summary_none')
        : t('summary', { count: kept.length, tvl: totals.tvl_usd.toFixed(0), change7: totals.change_7d_usd.toFixed(0), listed: newListings.length, days: rule.value.new_listing_days }),
    totals,
    new_listings: newListings,
    movers: { inflows, outflows },
    by_chain: byChain,
    flows_note: t('flows_note'),
    sources: sources.value,
    ...citeRules([rule, sources], { lang }),
  };
}
