import { GuidekitError } from '../../core/GuidekitError.js';
import type { CountryScoreScales } from '../rules/creditScoreScales.js';

/**
 * Reads a credit score against the scales in use in a country: a whole number inside the union of those scales
 * (US 300–850, UK 0–1000, CA 300–900, AU 0–1200). Private to the credit engines.
 *
 * @param score - The score as given.
 * @param scales - The country's row of `CREDIT_SCORE_SCALES`.
 * @param options - `fn`: engine name; `field`: field path; `country`: for the message; `allowZero`: accept 0 as
 *   "no file / unknown" even where the scale starts higher (build-credit's default).
 * @returns The score.
 * @throws {@link GuidekitError} `invalid_number` when not a whole number, `out_of_range` when outside the scale (the
 *   message names the score and the range).
 * @example
 * ```ts
 * readCreditScore(900, { scales: [], min: 300, max: 850 }, { fn: 'planCreditRepair', field: 'score', country: 'US' }) // throws: outside 300–850
 * ```
 */
export function readCreditScore(
  score: unknown,
  scales: CountryScoreScales,
  options: { readonly fn: string; readonly field: string; readonly country: string; readonly allowZero?: boolean },
): number {
  if (typeof score !== 'number' || !Number.isInteger(score)) {
    throw new GuidekitError(`${options.fn}: ${options.field} must be a whole number, got ${JSON.stringify(score)}`, { code: 'invalid_number', field: options.field });
  }
  if (options.allowZero === true && score === 0) return 0;
  if (score < scales.min || score > scales.max) {
    const models = scales.scales.map((s) => `${s.model} ${s.min}–${s.max}`).join('; ');
    throw new GuidekitError(
      `${options.fn}: ${options.field} ${score} is outside the ${options.country} credit-score range ${scales.min}–${scales.max} (${models})`,
      { code: 'out_of_range', field: options.field },
    );
  }
  return score;
}
