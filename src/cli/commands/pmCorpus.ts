import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSettings } from '../../adapters/config/readSettings.js';
import { createDuckDbCorpus } from '../../adapters/pmCorpus/createDuckDbCorpus.js';
import { importResearchDataset } from '../../adapters/pmCorpus/importResearchDataset.js';
import { resolvePmCorpusDir } from '../../adapters/pmCorpus/resolvePmCorpusDir.js';
import { syncPmCorpus } from '../../adapters/pmCorpus/syncPmCorpus.js';
import type { VenueImportCounts } from '../../adapters/pmCorpus/writeVenueFiles.js';
import { createPorts } from '../../adapters/ports/createPorts.js';
import type { CorpusVenue } from '../../backtest/predictionMarkets/PredictionMarketCorpus.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import { toJsonText } from '../../core/toJsonText.js';
import { formatProgressBar as bar } from '../_lib/formatProgressBar.js';
import { EXIT, type CliIo } from '../runCli.js';

const HELP = `Usage: guidekit data pm-corpus import DIR
       guidekit data pm-corpus sync [--venue kalshi|polymarket] [--since YYYY-MM-DD]
       guidekit data pm-corpus status [--json]

import   Imports the public research dataset of Kalshi and Polymarket markets and trades (its Parquet layout:
         DIR/data/kalshi/{markets,trades}, DIR/data/polymarket/{markets,trades,blocks,events,resolutions,price_history})
         into the corpus directory (GUIDEKIT_PM_CORPUS_DIR, default <data dir>/pm-corpus).
sync     Indexes the venues' public APIs into the corpus (settled Kalshi markets and their trades, closed Polymarket
         markets and their price history), resumable: run it again after an interruption and it continues.
status   Markets, resolved, void, unresolved, trades and the close-date range per venue.
A progress bar is drawn on a terminal (stderr) and nowhere else. Ctrl-C stops an import or a sync cleanly.`;

/** Options of {@link runPmCorpusCommand}. */
export interface RunPmCorpusCommandOptions {
  /** Draw a progress bar on stderr. Default: whether stderr is a terminal. */
  readonly tty?: boolean;
  /** Stops an import or a sync (tests). Default: none; Ctrl-C (SIGINT) stops it in any case. */
  readonly signal?: AbortSignal;
}

function countsLine(v: VenueImportCounts): string {
  return `${v.venue.padEnd(11)} ${String(v.markets).padStart(9)} markets (${v.resolved} resolved, ${v.void} void, ${v.unresolved} unresolved), ${v.trades} trades; left out: ${v.skipped_markets} markets, ${v.dropped_trades} trades\n`;
}

/**
 * `guidekit data pm-corpus import | sync | status`: builds and inspects the prediction-market corpus that
 * prediction-market backtests read (docs/prediction-markets.md).
 *
 * @param args - Arguments after `pm-corpus`.
 * @param io - Output streams.
 * @param options - {@link RunPmCorpusCommandOptions}.
 * @returns The exit code: 0 done, 1 failed or interrupted, 2 bad usage, 3 a venue could not be reached.
 * @example
 * ```ts
 * await runPmCorpusCommand(['status'], io); //=> 0
 * ```
 * @see docs/prediction-markets.md
 */
export async function runPmCorpusCommand(args: readonly string[], io: CliIo, options: RunPmCorpusCommandOptions = {}): Promise<number> {
  const [sub, ...rest] = args;
  const usage = (message: string) => {
    io.stderr(`guidekit data pm-corpus: ${message}\n${HELP}\n`);
    return EXIT.usage;
  };
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.stdout(HELP + '\n');
    return sub === undefined ? EXIT.usage : EXIT.ok;
  }
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options: { json: { type: 'boolean' }, venue: { type: 'string', multiple: true }, since: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  let settings;
  try {
    settings = await readSettings({ env: process.env, readFile: (path) => readFile(path, 'utf8').catch(() => undefined) });
  } catch (error) {
    return usage((error as Error).message);
  }
  const directory = resolvePmCorpusDir(settings);
  const tty = options.tty ?? process.stderr.isTTY === true;
  const controller = new AbortController();
  const onSigint = () => controller.abort();
  // The import and the sync reject with an AbortError when stopped (the project's abort convention); only a stop of
  // ours is an interruption, any other error propagates.
  const stoppedByUs = (error: unknown) => controller.signal.aborted && (error as Error | undefined)?.name === 'AbortError';

  if (sub === 'status') {
    if (positionals.length > 0 || values.venue !== undefined || values.since !== undefined) return usage('status takes only --json');
    const corpus = await createDuckDbCorpus({ directory });
    try {
      const status = await corpus.status();
      if (values.json) io.stdout(toJsonText({ directory, venues: status }, { space: 2 }) + '\n');
      else {
        io.stdout(`Prediction-market corpus in ${directory}\n`);
        for (const s of status) {
          const range = s.first_close === null ? 'no markets' : `closing ${s.first_close.slice(0, 10)} to ${s.last_close!.slice(0, 10)}`;
          io.stdout(`  ${s.venue.padEnd(11)} ${String(s.markets).padStart(9)} markets: ${s.resolved} resolved, ${s.void} void, ${s.unresolved} unresolved; ${s.trades} trades; ${range}\n`);
        }
        if (status.every((s) => s.markets === 0)) io.stdout('  empty: run guidekit data pm-corpus import DIR or sync (prediction-market backtests answer 503 until then)\n');
      }
      return EXIT.ok;
    } finally {
      corpus.close();
    }
  }

  if (sub === 'import') {
    if (values.venue !== undefined || values.since !== undefined || values.json) return usage('import takes only DIR');
    if (positionals.length !== 1) return usage('import needs exactly one DIR (the unpacked research dataset)');
    const source = resolve(positionals[0]!);
    if (!(await stat(source).then((s) => s.isDirectory(), () => false))) return usage(`DIR ${JSON.stringify(positionals[0])} is not a directory`);
    process.once('SIGINT', onSigint);
    options.signal?.addEventListener('abort', onSigint, { once: true });
    if (options.signal?.aborted === true) controller.abort();
    try {
      const result = await importResearchDataset({
        source,
        directory,
        signal: controller.signal,
        ...(tty ? { onProgress: (p) => io.stderr(bar(p.done, p.total, `${p.venue} ${p.step}`)) } : {}),
      });
      if (tty) io.stderr('\n');
      for (const v of result.venues) io.stdout(countsLine(v));
      io.stdout(`imported into ${directory}\n`);
      return EXIT.ok;
    } catch (error) {
      if (stoppedByUs(error)) {
        if (tty) io.stderr('\n');
        io.stderr(`interrupted (${(error as Error).message}): a venue whose import did not finish keeps its previous files\n`);
        return EXIT.fault;
      }
      if ((error as { code?: string }).code === 'invalid_argument') return usage((error as Error).message.replace(/^importResearchDataset: /, ''));
      throw error;
    } finally {
      process.off('SIGINT', onSigint);
      options.signal?.removeEventListener('abort', onSigint);
    }
  }

  if (sub === 'sync') {
    if (positionals.length > 0 || values.json) return usage('sync takes only --venue and --since');
    const venues = values.venue ?? ['kalshi', 'polymarket'];
    const bad = venues.filter((v) => v !== 'kalshi' && v !== 'polymarket');
    if (bad.length > 0) return usage(`--venue must be kalshi or polymarket, got ${bad.map((b) => JSON.stringify(b)).join(', ')}`);
    const since = values.since;
    if (since !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since)))) return usage(`--since must be a date YYYY-MM-DD, got ${JSON.stringify(since)}`);
    const created = await createPorts(settings);
    process.once('SIGINT', onSigint);
    options.signal?.addEventListener('abort', onSigint, { once: true });
    if (options.signal?.aborted === true) controller.abort();
    try {
      const result = await syncPmCorpus({
        directory,
        fetcher: created.fetcher,
        venues: venues as CorpusVenue[],
        ...(since === undefined ? {} : { since }),
        signal: controller.signal,
        ...(tty ? { onProgress: (p) => io.stderr(bar(p.done, p.total, p.total === null ? `${p.venue} ${p.stage} page(s)` : `${p.venue} ${p.stage}`)) } : {}),
      });
      if (tty) io.stderr('\n');
      for (const v of result.imported.venues) io.stdout(countsLine(v));
      io.stdout(`synced into ${directory} (${result.requests} request(s))\n`);
      return EXIT.ok;
    } catch (error) {
      if (stoppedByUs(error)) {
        if (tty) io.stderr('\n');
        io.stderr(`interrupted (${(error as Error).message}): run the same sync again to resume\n`);
        return EXIT.fault;
      }
      if (error instanceof SourceUnavailableError) {
        io.stderr(`${(error as Error).message}\nwhat was fetched is kept: run the same sync again to resume\n`);
        return EXIT.unavailable;
      }
      throw error;
    } finally {
      process.off('SIGINT', onSigint);
      options.signal?.removeEventListener('abort', onSigint);
      await created.close();
    }
  }
  return usage(`unknown subcommand ${JSON.stringify(sub)}`);
}
