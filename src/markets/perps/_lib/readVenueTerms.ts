import { pickRule } from '../../../core/pickRule.js';
import type { AppliedRule } from '../../../core/ruleTable.js';
import type { PerpListing } from '../PerpVenueSource.js';
import { PERPS_DEFAULT_FUNDING_INTERVAL_HOURS, PERPS_VENUE_FEES, type PerpFeeRate, type PerpFeeSchedule } from '../../rules/perpsCostFloor.js';

/** A venue's fee schedule and funding per hour for one listing, with the rules that gave them. */
export interface VenueTerms {
  /** The fee rule in force, or null when no schedule is on record for the venue (the listing cannot be priced). */
  readonly fee: AppliedRule<PerpFeeRate> | null;
  /** Funding per hour as a fraction (positive: longs pay); null when the venue gave no rate. */
  readonly fundingPerHour: number | null;
  /** The interval rule, when the venue did not state the listing's interval and the default was applied. */
  readonly intervalRule: AppliedRule<Readonly<Record<string, number>>> | null;
}

/**
 * The fee schedule a venue's listing pays (`hyperliquid:<dex>` listings pay Hyperliquid's HIP-3 schedule) and its
 * funding per hour: the rate per interval over the interval the venue stated, else the venue's default interval.
 *
 * @param listing - The listing.
 * @param asOf - ISO date the rules are picked for.
 * @returns The terms and the rules applied.
 * @example
 * ```ts
 * readVenueTerms(binanceBtc, '2026-11-25').fundingPerHour; // lastFundingRate ÷ 8
 * ```
 */
export function readVenueTerms(listing: PerpListing, asOf: string): VenueTerms {
  const family = listing.venue.startsWith('hyperliquid') ? 'hyperliquid' : listing.venue;
  const schedule: string = listing.venue.startsWith('hyperliquid:') ? 'hyperliquid-hip3' : family;
  const table = (PERPS_VENUE_FEES as Readonly<Record<string, (typeof PERPS_VENUE_FEES)[PerpFeeSchedule] | undefined>>)[schedule];
  const fee = table === undefined ? null : (pickRule(table, asOf) ?? null);
  const rate = listing.funding.fundingRate;
  const stated = listing.funding.interval === null ? null : Number(listing.funding.interval.slice(0, -1));
  if (rate === null) return { fee, fundingPerHour: null, intervalRule: null };
  if (stated !== null && stated > 0) return { fee, fundingPerHour: rate / stated, intervalRule: null };
  const intervalRule = pickRule(PERPS_DEFAULT_FUNDING_INTERVAL_HOURS, asOf) ?? null;
  const hours = intervalRule?.value[family];
  return { fee, fundingPerHour: hours === undefined ? null : rate / hours, intervalRule };
}
