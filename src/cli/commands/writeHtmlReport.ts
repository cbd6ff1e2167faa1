import { writeFile } from 'node:fs/promises';
import { readChartLibrary } from '../../adapters/report/readChartLibrary.js';
import { EXIT, type CliIo } from '../runCli.js';

/**
 * Writes a backtest report page for `guidekit backtest --report` (bars or prediction markets). The renderers are
 * pure and never read files, so the chart library is read here and handed to `render`; when it cannot be read the
 * page is still written, without charts, and stderr says why.
 *
 * @param file - Where the HTML goes.
 * @param render - Builds the page from the chart library's source text (undefined: no charts).
 * @param io - The CLI's streams.
 * @returns 0 when written, 1 when the file cannot be written.
 * @example
 * ```ts
 * await writeHtmlReport('report.html', (chartLibrary) => renderBacktestReport(result, stats, { chartLibrary }), io) //=> 0
 * ```
 * @see docs/backtest-surfaces.md
 */
export async function writeHtmlReport(file: string, render: (chartLibrary: string | undefined) => string, io: CliIo): Promise<number> {
  let chartLibrary: string | undefined;
  try {
    chartLibrary = (await readChartLibrary()).source;
  } catch (error) {
    io.stderr(`guidekit backtest: the report is written without charts: ${(error as Error).message}\n`);
  }
  const html = render(chartLibrary);
  try {
    await writeFile(file, html, 'utf8');
  } catch (error) {
    io.stderr(`guidekit backtest: cannot write ${file}: ${(error as Error).message}\n`);
    return EXIT.fault;
  }
  io.stderr(`guidekit backtest: report written to ${file}\n`);
  return EXIT.ok;
}
