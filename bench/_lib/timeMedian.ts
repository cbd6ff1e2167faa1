/** Median of a list of samples. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Times `fn` in batches after warm-up and returns the median milliseconds per call. Results feed a sink the
 * optimiser cannot prove unused, so the work is not eliminated.
 */
export function timeMedian(fn: () => unknown, options: { readonly warmup: number; readonly batches: number; readonly perBatch: number }): number {
  let sink = 0;
  for (let i = 0; i < options.warmup; i++) sink += fn() === undefined ? 0 : 1;
  const samples: number[] = [];
  for (let b = 0; b < options.batches; b++) {
    const start = performance.now();
    for (let i = 0; i < options.perBatch; i++) sink += fn() === undefined ? 0 : 1;
    samples.push((performance.now() - start) / options.perBatch);
  }
  if (sink < 0) console.log(sink);
  return median(samples);
}
