import type { PerpListing } from '../PerpVenueSource.js';
import type { PerpReferenceKind } from '../types.js';

/** A listing with its prices per unit of the asset (the contract price ÷ its multiplier). */
export interface UnitListing {
  readonly listing: PerpListing;
  readonly mark: number;
  readonly index: number | null;
}

/** Every venue's listing of one asset, and the reference they are priced against. */
export interface AssetGroup {
  readonly asset: string;
  /** One listing per venue (the first a venue gave), in venue order. */
  readonly listings: readonly UnitListing[];
  /** Per unit of the asset; null when a single venue lists it and gives no index or oracle. */
  readonly reference: number | null;
  readonly reference_kind: PerpReferenceKind;
}

/**
 * Groups perpetual listings by the asset they track, prices each per unit of the asset, and forms the reference:
 * the median of the venues' marks when two or more venues list the asset, else the single venue's index or oracle.
 * Listings without a mark cannot be priced and are left out.
 *
 * @param listings - Every venue's listings.
 * @returns One group per asset, in first-seen order.
 * @example
 * ```ts
 * groupPerpAssets(listings)[0].reference_kind; //=> 'median_of_venues'
 * ```
 */
export function groupPerpAssets(listings: readonly PerpListing[]): AssetGroup[] {
  const byAsset = new Map<string, UnitListing[]>();
  for (const listing of listings) {
    const mark = listing.funding.markPrice;
    if (mark === null) continue;
    const group = byAsset.get(listing.asset) ?? [];
    // One listing per venue: the median is over venues, not over a venue's duplicate contracts.
    if (group.some((g) => g.listing.venue === listing.venue)) continue;
    const index = listing.funding.indexPrice;
    group.push({ listing, mark: mark / listing.multiplier, index: index === null ? null : index / listing.multiplier });
    byAsset.set(listing.asset, group);
  }
  return [...byAsset.entries()].map(([asset, group]) => {
    if (group.length >= 2) return { asset, listings: group, reference: median(group.map((g) => g.mark)), reference_kind: 'median_of_venues' as const };
    return { asset, listings: group, reference: group[0]!.index, reference_kind: 'oracle' as const };
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
