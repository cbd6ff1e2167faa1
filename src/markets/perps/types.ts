/**
 * Shared types of the perpetual dislocation engines (selectPerpCandidates, computePerpCostFloor,
 * sizeConvergenceKelly, scanPerpDislocations).
 */

/** One side of a book as ccxt gives it: `[price, amount]`, best first. */
export type PerpBookSide = readonly (readonly [number, number])[];

/** A venue and one of its listings. */
export interface PerpLegRef {
  readonly venue: string;
  readonly symbol: string;
}

/** How the reference an asset is priced against was formed. */
export type PerpReferenceKind = 'median_of_venues' | 'oracle';

/** An asset the mark screen kept for the book stage: which listing is dislocated, and which one hedges it. */
export interface PerpCandidate {
  readonly asset: string;
  /** Reference price per unit of the asset (median of the venues' marks, or the single venue's index or oracle). */
  readonly reference: number;
  readonly reference_kind: PerpReferenceKind;
  /** The listing furthest from the reference. */
  readonly perp: PerpLegRef;
  /** The listing furthest on the other side (or the nearest one); null when only one venue lists the asset. */
  readonly hedge: PerpLegRef | null;
  /** The gap in mark terms, as a fraction of the reference: what the screen ranked by. */
  readonly screen_gap: number;
}
