import { createSeededRandom, deriveStreamSeed } from './seededRandom.js';

/** The two block bootstraps of dependent (daily) returns. */
export type BlockMethod = 'stationary' | 'moving';

/**
 * Fills rows `from`..`to − 1` of a block-bootstrap path matrix (width steps + 1), each path from its own random stream.
 * - `stationary` (Politis & Romano 1994): a block starts at a uniform index and continues circularly; each further step
 *   starts a new block with probability 1/blockLength, so block lengths are geometric with mean blockLength.
 * - `moving` (Künsch 1989): blocks of exactly blockLength consecutive returns starting at a uniform index in
 *   [0, n − blockLength], concatenated and cut to `steps`.
 */
export function fillBlockPaths(
  returns: Float64Array, seed: number, from: number, to: number, steps: number, blockLength: number, method: BlockMethod, out: Float64Array,
): void {
  const n = returns.length;
  const width = steps + 1;
  const restart = 1 / blockLength;
  for (let r = from; r < to; r++) {
    const rnd = createSeededRandom(deriveStreamSeed(seed, r));
    let base = (r - from) * width;
    let e = 1;
    out[base] = 1;
    let idx = 0;
    let left = 0;
    for (let k = 0; k < steps; k++) {
      if (method === 'stationary') {
        idx = k === 0 || rnd.nextFloat() < restart ? rnd.nextInt(n) : (idx + 1) % n;
      } else if (left === 0) {
        idx = rnd.nextInt(n - blockLength + 1);
        left = blockLength - 1;
      } else {
        idx++;
        left--;
      }
      e *= 1 + (returns[idx] as number);
      if (e < 0) e = 0;
      out[++base] = e;
    }
  }
}
