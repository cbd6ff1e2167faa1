import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GuidekitError } from '../../core/GuidekitError.js';

/** Options of {@link readChartLibrary}. */
export interface ReadChartLibraryOptions {
  /** Where to resolve `lightweight-charts` from (a file URL or path). Default this module's location. */
  readonly from?: string | URL;
}

/** The build inlined into reports: the standalone IIFE, which defines the global `LightweightCharts`. */
const STANDALONE = 'dist/lightweight-charts.standalone.production.js';

/**
 * Reads the source of TradingView's lightweight-charts standalone build from the installed package, for the
 * `chartLibrary` option of {@link renderBacktestReport} and {@link renderPredictionMarketReport}: the engines never
 * touch the disk, so the CLI (or any caller writing a report file) reads the library here and passes it in. The
 * package's `exports` only expose its ES module, so the file is found beside its resolved `package.json`.
 *
 * @param options - {@link ReadChartLibraryOptions}.
 * @returns The library's source text and its version.
 * @throws {@link GuidekitError} `chart_library_missing` when lightweight-charts is not installed.
 * @example
 * ```ts
 * const { source } = await readChartLibrary();
 * await writeFile('report.html', renderBacktestReport(result, stats, { bars, chartLibrary: source }));
 * ```
 * @see docs/backtest-surfaces.md (HTML report)
 */
export async function readChartLibrary(options: ReadChartLibraryOptions = {}): Promise<{ source: string; version: string }> {
  let pkgPath: string;
  try {
    pkgPath = createRequire(options.from ?? import.meta.url).resolve('lightweight-charts/package.json');
  } catch (error) {
    throw new GuidekitError(`readChartLibrary: lightweight-charts is not installed (npm install lightweight-charts): ${(error as Error).message}`, {
      code: 'chart_library_missing',
      field: 'lightweight-charts',
    });
  }
  const [pkg, source] = await Promise.all([readFile(pkgPath, 'utf8'), readFile(join(dirname(pkgPath), STANDALONE), 'utf8')]);
  return { source, version: String((JSON.parse(pkg) as { version?: unknown }).version ?? 'unknown') };
}
