import { readInteger, readOptions, fail } from './_lib/readInput.js';
import { readWinProbabilities } from './_lib/readField.js';

/** Options of {@link computeHarvilleProbabilities}. */
export interface ComputeHarvilleProbabilitiesOptions {
  /** Finishing positions to compute, 1 to 4 (exact enumeration grows as n^positions). Default 3. */
  readonly positions?: number;
}

/** Harville finishing probabilities of a field. */
export interface HarvilleProbabilities {
  /** `finish[i][k]`: probability that runner i finishes exactly in position k + 1. */
  readonly finish: readonly (readonly number[])[];
  /** `top[i][k]`: probability that runner i finishes in the first k + 1 (top[i][2] = podium / place in 3). */
  readonly top: readonly (readonly number[])[];
  /** `head_to_head[i][j]`: probability that i finishes ahead of j, p_i / (p_i + p_j) (1/2 on the diagonal). */
  readonly head_to_head: readonly (readonly number[])[];
  readonly positions: number;
}

/**
 * Finishing-position probabilities from win probabilities by Harville's model: a runner's chance of finishing next
 * among those left is his win probability divided by theirs, so P(i first, j second) = p_i · p_j / (1 − p_i), and so on.
 * Exact, by enumerating every ordered prefix of the finish up to `positions`.
 *
 * @remarks Harville is Plackett–Luce with the win probabilities as strengths; under it the chance that i beats j is
 * p_i/(p_i + p_j) whatever the rest of the field. It is known to overrate favourites for places (see
 * docs/sports-models.md); {@link simulatePlackettLuce} takes other strengths.
 *
 * @param winProbabilities - One per runner, in (0, 1), summing to 1 (de-vig the win market first).
 * @param options - {@link ComputeHarvilleProbabilitiesOptions}.
 * @returns {@link HarvilleProbabilities}.
 * @throws {@link GuidekitError} `invalid_number` on a probability or their sum; `invalid_number` on `positions`.
 * @example
 * ```ts
 * computeHarvilleProbabilities([0.5, 0.3, 0.2], { positions: 2 }).finish[1][1]; // P(runner 2 second) = 0.5·0.3/0.5 + 0.2·0.3/0.8
 * ```
 * @see D. A. Harville (1973), Assigning probabilities to the outcomes of multi-entry competitions, JASA 68(342).
 * @see docs/sports-models.md
 */
export function computeHarvilleProbabilities(winProbabilities: readonly number[], options?: ComputeHarvilleProbabilitiesOptions): HarvilleProbabilities {
  const fn = 'computeHarvilleProbabilities';
  const opts = readOptions(fn, options);
  const p = readWinProbabilities(fn, winProbabilities);
  const n = p.length;
  const positions = readInteger(fn, opts.positions, 'positions', Math.min(3, n), 1, 4);
  if (positions > n) fail(fn, 'positions', 'invalid_number', `positions (${positions}) exceeds the field (${n})`);
  const finish = Array.from({ length: n }, () => new Array<number>(positions).fill(0));
  const used = new Uint8Array(n);
  // Depth-first over ordered prefixes: `prob` is the prefix's probability, `left` the win probability not yet placed.
  const walk = (depth: number, prob: number, left: number): void => {
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      const q = prob * (p[i]! / left);
      finish[i]![depth]! += q;
      if (depth + 1 < positions) {
        used[i] = 1;
        walk(depth + 1, q, left - p[i]!);
        used[i] = 0;
      }
    }
  };
  walk(0, 1, 1);
  const top = finish.map((row) => {
    let s = 0;
    return row.map((x) => (s += x));
  });
  const head = p.map((pi, i) => p.map((pj, j) => (i === j ? 0.5 : pi / (pi + pj))));
  return { finish, top, head_to_head: head, positions };
}
