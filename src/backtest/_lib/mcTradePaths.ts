import { createSeededRandom, deriveStreamSeed } from './seededRandom.js';

/**
 * Fills rows `from`..`to − 1` of a trade-bootstrap path matrix: path r compounds `steps` trade returns drawn with replacement
 * from `returns`, using its own stream `deriveStreamSeed(seed, r)`. Row r − from of `out` (width steps + 1) gets the path.
 */
export function fillTradePaths(returns: Float64Array, seed: number, from: number, to: number, steps: number, out: Float64Array): void {
  const n = returns.length;
  const width = steps + 1;
  for (let r = from; r < to; r++) {
    const rnd = createSeededRandom(deriveStreamSeed(seed, r));
    let base = (r - from) * width;
    let e = 1;
    out[base] = 1;
    for (let k = 1; k <= steps; k++) {
      e *= 1 + (returns[rnd.nextInt(n)] as number);
      if (e < 0) e = 0;
      out[++base] = e;
    }
  }
}
