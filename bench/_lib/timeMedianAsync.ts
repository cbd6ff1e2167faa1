import { median } from './timeMedian.js';

/**
 * Times an async `fn` in batches after warm-up and returns the median milliseconds per call (each call awaited in
 * turn, so the time includes the microtask hops of the promise chain, as a caller sees it).
 */
export async function timeMedianAsync(fn: () => Promise<unknown>, options: { readonly warmup: number; readonly batches: number; readonly perBatch: number }): Promise<number> {
  let sink = 0;
  for (let i = 0; i < options.warmup; i++) sink += (await fn()) === undefined ? 0 : 1;
  const samples: number[] = [];
  for (let b = 0; b < options.batches; b++) {
    const start = performance.now();
    for (let i = 0; i < options.perBatch; i++) sink += (await fn()) === undefined ? 0 : 1;
    samples.push((performance.now() - start) / options.perBatch);
  }
  if (sink < 0) console.log(sink);
  return median(samples);
}
