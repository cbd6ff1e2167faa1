import type { BenchRow } from './benchRow.js';

/**
 * True when the module whose `import.meta.url` is given is the script node was started with (`npx tsx bench/x.bench.ts`),
 * so a bench file prints its rows when run standalone and stays silent when bench/run.ts imports it.
 *
 * @param moduleUrl - The calling module's `import.meta.url`.
 * @returns Whether that module is the entry script.
 * @example
 * ```ts
 * if (isMainModule(import.meta.url)) printBenchRows(await runDevigBench(), { medianDigits: 3, floorDigits: 4 });
 * ```
 */
export function isMainModule(moduleUrl: string): boolean {
  return typeof process !== 'undefined' && process.argv[1] !== undefined && moduleUrl.endsWith(process.argv[1].replace(/\\/g, '/'));
}

/** Decimals shown for the two medians (each benchmark's scale differs). */
export interface PrintBenchRowsOptions {
  readonly medianDigits: number;
  readonly floorDigits: number;
}

/**
 * Prints bench rows as a standalone bench file reports them: the median against the target, then the floor, the ratio
 * and the number of timed calls.
 *
 * @param rows - The rows to print.
 * @param options - {@link PrintBenchRowsOptions}.
 * @example
 * ```ts
 * printBenchRows(await runLaddersBench(), { medianDigits: 3, floorDigits: 3 });
 * ```
 */
export function printBenchRows(rows: readonly BenchRow[], options: PrintBenchRowsOptions): void {
  for (const r of rows) {
    console.log(`${r.name}\n  median ${r.medianMs.toFixed(options.medianDigits)} ms (target ${r.targetMs} ms: ${r.withinTarget ? 'met' : 'MISSED'})\n  floor  ${r.floorMedianMs.toFixed(options.floorDigits)} ms; ratio ${r.ratio.toFixed(2)}x; ${r.iterations} timed calls`);
  }
}
