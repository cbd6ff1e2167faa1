import { utc } from '@date-fns/utc';
import { differenceInCalendarDays } from 'date-fns';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSettings } from '../../adapters/config/readSettings.js';
import { createSourceFetcher } from '../../adapters/fetch/createSourceFetcher.js';
import { SOURCE_POLICIES } from '../../adapters/fetch/sourcePolicies.js';
import { createDataDirSnapshotProvider } from '../../adapters/recalls/createDataDirSnapshotProvider.js';
import { recallSnapshotPath, recallSnapshotSchema } from '../../adapters/recalls/recallSnapshotFormat.js';
import { RECALL_SOURCE_URL_ENV } from '../../adapters/recalls/recallSourceSettings.js';
import { refreshRecallSnapshots } from '../../adapters/recalls/refreshRecallSnapshots.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { pickRule } from '../../core/pickRule.js';
import { toJsonText } from '../../core/toJsonText.js';
import { RECALL_SOURCE_IDS, type RecallSourceId } from '../../safety/recallTypes.js';
import { RECALL_SNAPSHOT_FRESHNESS_DAYS } from '../../safety/rules/recallMatching.js';
import { formatProgressBar } from '../_lib/formatProgressBar.js';
import { EXIT, type CliIo } from '../runCli.js';

const HELP = `Usage: guidekit recalls refresh [--source NAME ...] [--since YYYY-MM-DD]
       guidekit recalls status [--json]

refresh  Downloads recall sources into the local snapshot <data dir>/recalls/<source>.json, each with its fetch
         time and status (ok, or unavailable with the error). The recall check reads only this snapshot.
  --source NAME   one of ${RECALL_SOURCE_IDS.join(', ')} (repeatable; default: all)
  --since DATE    rebuild the window from this day (default: continue the previous snapshot, or ten years back)
         A progress bar is drawn on a terminal (stderr) and nowhere else; Ctrl-C stops the refresh cleanly (each
         snapshot stays either as it was or complete).
status   Shows each source's status, fetch time, age, record count and last error.
  --json          print the status as JSON

Data directory: GUIDEKIT_DATA_DIR (default ./.guidekit). Source URLs: ${Object.values(RECALL_SOURCE_URL_ENV).join(', ')}.
Exit codes: 0 every source ok; 1 a source is unavailable or the refresh was interrupted (refresh), or not current (status);
2 invalid usage.`;

/** Options of {@link runRecallsCommand}. */
export interface RunRecallsCommandOptions {
  /** Draw a progress bar on stderr during a refresh. Default: whether stderr is a terminal. */
  readonly tty?: boolean;
  /** Stops a refresh (tests). Default: none; Ctrl-C (SIGINT) stops it in any case. */
  readonly signal?: AbortSignal;
}

/**
 * `guidekit recalls refresh|status`: the recall snapshot commands (wired into runCli by the lead).
 *
 * @param args - Arguments after `recalls`.
 * @param io - Output streams and the clock.
 * @param options - {@link RunRecallsCommandOptions}.
 * @returns The exit code: 0 all sources ok, 1 a source unavailable or not current, or the refresh interrupted, 2 usage.
 * @example
 * ```ts
 * await runRecallsCommand(['refresh', '--source', 'cpsc'], io) //=> 0
 * ```
 * @see docs/recall-sources.md
 */
export async function runRecallsCommand(args: readonly string[], io: CliIo, options: RunRecallsCommandOptions = {}): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(HELP + '\n');
    return EXIT.ok;
  }
  const [sub, ...rest] = args;
  const usage = (message: string) => {
    io.stderr(`guidekit recalls: ${message}\n${HELP}\n`);
    return EXIT.usage;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: { source: { type: 'string', multiple: true }, since: { type: 'string' }, json: { type: 'boolean' } },
      allowPositionals: false,
    }));
  } catch (error) {
    return usage((error as Error).message);
  }
  const settings = await readSettings({ env: process.env, readFile: (path) => readFile(path, 'utf8').catch(() => undefined) });
  const dataDir = resolve(settings.GUIDEKIT_DATA_DIR ?? './.guidekit');
  if (sub === 'refresh') {
    if (values.json) return usage('--json belongs to status');
    const sources: RecallSourceId[] = [];
    for (const name of values.source ?? []) {
      const id = RECALL_SOURCE_IDS.find((s) => s === name.trim().toLowerCase());
      if (id === undefined) return usage(`--source must be one of ${RECALL_SOURCE_IDS.join(', ')}; got ${JSON.stringify(name)}`);
      sources.push(id);
    }
    let since: string | undefined;
    if (values.since !== undefined) {
      try {
        since = parseIsoDate(values.since, { fn: 'guidekit recalls refresh', field: 'since' });
      } catch (error) {
        return usage((error as Error).message);
      }
      if (since > io.today()) return usage(`--since ${since} is after today (${io.today()})`);
    }
    const urls: Partial<Record<RecallSourceId, string>> = {};
    for (const id of RECALL_SOURCE_IDS) {
      const url = settings[RECALL_SOURCE_URL_ENV[id]];
      if (url !== undefined && url !== '') urls[id] = url;
    }
    // The feeds go through the fetch layer: their policies' time and size limits, retries and circuit breakers.
    const fetcher = createSourceFetcher({ policies: SOURCE_POLICIES, userAgent: 'guidekit-recalls/1 (+https://guidekit.dev)' });
    const tty = options.tty ?? process.stderr.isTTY === true;
    const controller = new AbortController();
    const stop = () => controller.abort();
    options.signal?.addEventListener('abort', stop, { once: true });
    process.once('SIGINT', stop);
    const written: string[] = [];
    let outcomes;
    try {
      outcomes = await refreshRecallSnapshots({
        dataDir,
        now: new Date(),
        urls,
        fetcher,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.source !== null) written.push(p.source);
          if (tty) io.stderr(formatProgressBar(p.completed, p.total, p.source === null ? 'recall sources' : `${p.source} ${p.status}`));
        },
        ...(sources.length > 0 ? { sources } : {}),
        ...(since === undefined ? {} : { since }),
      });
    } catch (error) {
      // Stopped by us: the refresh rejects with an AbortError (the project's abort convention); anything else propagates.
      if (!controller.signal.aborted || (error as Error | undefined)?.name !== 'AbortError') throw error;
      if (tty) io.stderr('\n');
      io.stderr(`interrupted: ${written.length === 0 ? 'no snapshot was replaced' : `replaced ${written.join(', ')}`}; every other snapshot is as it was\n`);
      return EXIT.fault;
    } finally {
      process.off('SIGINT', stop);
      options.signal?.removeEventListener('abort', stop);
      // After an interruption a request may still be in flight; it ends on its own time limit.
      if (controller.signal.aborted) void fetcher.close().catch(() => undefined);
      else await fetcher.close();
    }
    if (tty) io.stderr('\n');
    for (const o of outcomes) {
      io.stdout(
        o.status === 'ok'
          ? `${o.source}: ok, ${o.record_count} records (${o.path})\n`
          : `${o.source}: unavailable: ${o.error} (kept ${o.record_count} records fetched ${o.fetched_at ?? 'never'})\n`,
      );
      for (const note of o.notes) io.stdout(`  note: ${note}\n`);
    }
    return outcomes.every((o) => o.status === 'ok') ? EXIT.ok : EXIT.fault;
  }
  if (sub === 'status') {
    if (values.source !== undefined || values.since !== undefined) return usage('status takes only --json');
    const today = io.today();
    const limits = pickRule(RECALL_SNAPSHOT_FRESHNESS_DAYS, today)?.value;
    const view = await createDataDirSnapshotProvider({ dataDir, fs: { readFile, stat } })(RECALL_SOURCE_IDS);
    const rows = await Promise.all(
      RECALL_SOURCE_IDS.map(async (id) => {
        const status = view.sources[id]!;
        const fetched = status.fetched_at ?? null;
        const age = fetched === null ? null : Math.max(0, differenceInCalendarDays(today, fetched.slice(0, 10), { in: utc }));
        const limit = limits?.[id] ?? 7;
        const current = status.status === 'ok' && age !== null && age <= limit;
        let records = 0;
        try {
          records = recallSnapshotSchema.parse(JSON.parse(await readFile(recallSnapshotPath(dataDir, id), 'utf8'))).record_count;
        } catch {
          records = 0;
        }
        return { source: id, status: status.status, current, fetched_at: fetched, age_days: age, freshness_days: limit, records, error: view.errors[id] ?? null };
      }),
    );
    if (values.json) io.stdout(toJsonText({ data_dir: dataDir, as_of: today, sources: rows }, { space: 2 }) + '\n');
    else {
      io.stdout(`Recall snapshots in ${dataDir} (as of ${today})\n`);
      for (const r of rows) {
        const state = r.status !== 'ok' ? 'unavailable' : r.current ? 'current' : 'stale';
        io.stdout(`  ${r.source.padEnd(14)} ${state.padEnd(12)} fetched ${r.fetched_at ?? 'never'}${r.age_days === null ? '' : ` (${r.age_days} d, limit ${r.freshness_days})`}, ${r.records} records${r.error === null ? '' : `: ${r.error}`}\n`);
      }
    }
    return rows.every((r) => r.current) ? EXIT.ok : EXIT.fault;
  }
  return usage(sub === undefined ? 'which subcommand? refresh or status' : `unknown subcommand ${JSON.stringify(sub)}`);
}
