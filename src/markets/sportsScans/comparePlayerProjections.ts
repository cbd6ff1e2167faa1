import { normalCdf } from '../../backtest/_lib/normalCdf.js';
import { fail } from '../sports/_lib/readInput.js';
import type { FplPlayerProjection } from './projectFplPlayer.js';

/** Players ranked, with each pair's chance of outscoring. */
export interface PlayerComparison {
  /** Player ids by projected points, best first. */
  readonly ranking: readonly { readonly rank: number; readonly id: string; readonly name: string; readonly projection: number; readonly floor: number | null; readonly ceiling: number | null }[];
  /**
   * P(a scores more FPL points than b) for every pair, a ranked above b: a normal reading of the difference of two
   * independent projections, Φ((μa − μb)/√(σa² + σb²)); null when either spread is unknown (thin sample).
   */
  readonly pairs: readonly { readonly a: string; readonly b: string; readonly a_ahead: number | null; readonly fair_odds_a: number | null }[];
}

/**
 * Ranks projected players by expected points and prices each pair as a head-to-head (who scores more in the gameweek):
 * the betting side of a player comparison, from projections alone (no source prices player head-to-heads).
 *
 * @remarks The two players' points are read as independent normals with their projections' means and spreads. Team-mates
 * are not independent (a clean sheet or a rout lifts both), so their head-to-head is approximate, and no pair is priced
 * when a spread is unknown.
 *
 * @param projections - From {@link projectFplPlayer}, at least two.
 * @returns {@link PlayerComparison}.
 * @throws {@link GuidekitError} `too_small` with fewer than two projections.
 * @example
 * ```ts
 * comparePlayerProjections([salah, palmer]).pairs[0].a_ahead;
 * ```
 * @see docs/sports-endpoints.md
 */
export function comparePlayerProjections(projections: readonly FplPlayerProjection[]): PlayerComparison {
  if (!Array.isArray(projections as unknown) || projections.length < 2) fail('comparePlayerProjections', 'projections', 'too_small', 'at least two projections are needed');
  const sorted = [...projections].sort((a, b) => b.projection.mean - a.projection.mean || a.player.id.localeCompare(b.player.id));
  const ranking = sorted.map((p, i) => ({ rank: i + 1, id: p.player.id, name: p.player.name, projection: p.projection.mean, floor: p.projection.floor, ceiling: p.projection.ceiling }));
  const pairs = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const a = sorted[i]!.projection;
      const b = sorted[j]!.projection;
      const p = a.spread === null || b.spread === null ? null : normalCdf((a.mean - b.mean) / Math.sqrt(a.spread ** 2 + b.spread ** 2));
      pairs.push({ a: sorted[i]!.player.id, b: sorted[j]!.player.id, a_ahead: p, fair_odds_a: p === null || p <= 0 ? null : 1 / p });
    }
  }
  return { ranking, pairs };
}
