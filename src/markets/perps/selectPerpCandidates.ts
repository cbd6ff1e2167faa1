import { GuidekitError } from '../../core/GuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { requireRule } from '../../core/requireRule.js';
import { PERPS_COST_BUFFER_BPS, PERPS_SCAN_LIMITS } from '../rules/perpsCostFloor.js';
import { groupPerpAssets } from './_lib/groupPerpAssets.js';
import { readVenueTerms } from './_lib/readVenueTerms.js';
import { perpListingSchema, type PerpListing } from './PerpVenueSource.js';
import type { PerpCandidate } from './types.js';

/** Options of {@link selectPerpCandidates}. */
export interface SelectPerpCandidatesOptions {
  /** ISO date the rules are picked for. Required. */
  readonly asOf: string;
  /** How many assets to keep; default the `markets.perps.scan_limits` rule's `max_candidates`. */
  readonly maxCandidates?: number;
}

/** Result of {@link selectPerpCandidates}. */
export interface SelectPerpCandidatesResult {
  /** The assets to read books for, most dislocated (in estimated cost-floor units) first. */
  readonly candidates: readonly PerpCandidate[];
  /** Listings given, listings with a mark, assets, and assets listed on a single venue. */
  readonly counts: { readonly listings: number; readonly priced: number; readonly assets: number; readonly single_venue: number; readonly unreferenced: number };
}

/**
 * The mark screen of the perpetual dislocation scan: groups every venue's listings by asset, prices each listing per
 * unit of the asset against the cross-venue reference (the median of the venues' marks, or the single venue's index
 * or oracle), pairs the listing furthest from the reference with the one furthest on the other side (or the nearest),
 * and keeps the assets whose mark gap is largest against the fees and buffer alone. Books are read only for these, so
 * a scan of every listed perpetual costs a handful of book requests.
 *
 * @param listings - Every venue's listings (the `perpVenues` port's answer). Not modified.
 * @param options - {@link SelectPerpCandidatesOptions}.
 * @returns The candidates and what was scanned.
 * @throws {@link GuidekitError} for a malformed listing (field `listings[i]`), a bad `asOf` or `maxCandidates`.
 * @example
 * ```ts
 * selectPerpCandidates(listings, { asOf: '2026-11-25' }).candidates[0]?.asset; //=> 'BTC'
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function selectPerpCandidates(listings: readonly PerpListing[], options: SelectPerpCandidatesOptions): SelectPerpCandidatesResult {
  const fn = 'selectPerpCandidates';
  const asOf = parseIsoDate(options?.asOf, { fn, field: 'asOf' });
  if (!Array.isArray(listings)) throw new GuidekitError(`${fn}: listings must be a list`, { code: 'invalid_type', field: 'listings' });
  listings.forEach((l, i) => {
    if (!perpListingSchema.safeParse(l).success) throw new GuidekitError(`${fn}: listings[${i}] is not a perpetual listing`, { code: 'invalid_type', field: `listings[${i}]` });
  });
  const limits = requireRule(PERPS_SCAN_LIMITS, asOf).value;
  const max = options.maxCandidates ?? limits.max_candidates;
  if (!Number.isInteger(max) || max < 1) throw new GuidekitError(`${fn}: maxCandidates must be a whole number ≥ 1`, { code: 'invalid_number', field: 'maxCandidates' });
  const buffer = requireRule(PERPS_COST_BUFFER_BPS, asOf).value / 10_000;

  const groups = groupPerpAssets(listings);
  const ranked: (PerpCandidate & { readonly estimate: number })[] = [];
  let unreferenced = 0;
  for (const group of groups) {
    if (group.reference === null) {
      unreferenced++;
      continue;
    }
    const ref = group.reference;
    const away = [...group.listings].sort((a, b) => Math.abs(b.mark - ref) - Math.abs(a.mark - ref));
    const perp = away[0]!;
    const rich = perp.mark >= ref;
    let hedge = null;
    if (group.listings.length >= 2) {
      const others = group.listings.filter((l) => l !== perp);
      // The hedge sits furthest on the other side of the reference; with none there, the nearest to it.
      hedge = others.reduce((best, l) => ((rich ? l.mark < best.mark : l.mark > best.mark) ? l : best));
    }
    const anchor = hedge === null ? ref : hedge.mark;
    const gap = Math.abs(perp.mark - anchor) / ref;
    const fees = [perp, ...(hedge === null ? [] : [hedge])].reduce((s, l) => s + 2 * (readVenueTerms(l.listing, asOf).fee?.value.taker ?? Number.POSITIVE_INFINITY), 0);
    ranked.push({
      asset: group.asset,
      reference: ref,
      reference_kind: group.reference_kind,
      perp: { venue: perp.listing.venue, symbol: perp.listing.funding.symbol },
      hedge: hedge === null ? null : { venue: hedge.listing.venue, symbol: hedge.listing.funding.symbol },
      screen_gap: gap,
      estimate: gap / (fees + buffer),
    });
  }
  ranked.sort((a, b) => b.estimate - a.estimate || a.asset.localeCompare(b.asset));
  return {
    candidates: ranked.slice(0, max).map(({ estimate: _estimate, ...candidate }) => candidate),
    counts: {
      listings: listings.length,
      priced: groups.reduce((s, g) => s + g.listings.length, 0),
      assets: groups.length,
      single_venue: groups.filter((g) => g.listings.length === 1).length,
      unreferenced,
    },
  };
}
