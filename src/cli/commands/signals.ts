import { utc } from '@date-fns/utc';
import { startOfDay } from 'date-fns';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { GuidekitError } from '../../core/GuidekitError.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import { toJsonText } from '../../core/toJsonText.js';
import { resolveInstrument } from '../../markets/instruments/resolveInstrument.js';
import type { PriceSource } from '../../markets/ports/PriceSource.js';
import type { SignalLog } from '../../markets/ports/SignalLog.js';
import { gradeEntryError } from '../../markets/scans/gradeEntryError.js';
import { EXIT, type CliIo } from '../runCli.js';

/** What the command needs from the outside besides `CliIo`; tests pass their own. */
export interface SignalsCommandOptions {
  /** Opens the store's signal log. Default: PostgreSQL with GUIDEKIT_DATABASE_URL, else PGlite in the data directory. */
  readonly openLog?: () => Promise<SignalLog & { close(): Promise<void> }>;
  /** Builds the price port the bars come from. Default: the app's `prices` port from the settings. */
  readonly openPrices?: () => Promise<{ readonly prices: PriceSource | undefined; close(): Promise<void> }>;
  /** The clock: bars are asked up to now. Default `() => new Date()`. */
  readonly now?: () => Date;
  /** Environment. Default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

const HELP = `Usage: guidekit signals grade [--limit N] [--json]

grade  Grades every stored signal that was served with a reference price (the perpetual mid, or the last close when
       the book was refused) and is not graded yet: its entry error against the open of the first regular-session
       bar after it was captured, beside the error the last close would have had. Daily bars come from the price
       source; a signal whose next session has not opened yet stays pending.
  --limit N   grade at most N signals (default 500)
  --json      print the grades as JSON

Store: GUIDEKIT_DATABASE_URL (PostgreSQL), else the embedded store in GUIDEKIT_DATA_DIR (default ./.guidekit).
Exit codes: 0 done (pending signals included); 2 usage; 3 the price source was unavailable for some signal.`;

/** One graded or pending signal, as printed. */
interface GradeLine {
  readonly id: string;
  readonly instrument: string;
  readonly captured_at: string;
  readonly entry_source: string;
  readonly status: 'graded' | 'pending' | 'unavailable';
  readonly entry?: number;
  readonly bar_open?: number;
  readonly entry_error_pct?: number;
  readonly last_close_error_pct?: number;
  readonly improved?: boolean;
  readonly detail?: string;
}

async function defaultLog(env: Readonly<Record<string, string | undefined>>): Promise<SignalLog & { close(): Promise<void> }> {
  if (env.GUIDEKIT_DATABASE_URL !== undefined && env.GUIDEKIT_DATABASE_URL !== '') {
    const { createPostgresStore } = await import('../../adapters/store/createPostgresStore.js');
    return createPostgresStore({ connectionString: env.GUIDEKIT_DATABASE_URL });
  }
  const { createPgliteStore } = await import('../../adapters/store/createPgliteStore.js');
  return createPgliteStore({ dataDir: env.GUIDEKIT_DATA_DIR ?? './.guidekit' });
}

async function defaultPrices(env: Readonly<Record<string, string | undefined>>): Promise<{ prices: PriceSource | undefined; close(): Promise<void> }> {
  const [{ readSettings }, { createPorts }] = await Promise.all([import('../../adapters/config/readSettings.js'), import('../../adapters/ports/createPorts.js')]);
  const settings = await readSettings({ env, readFile: (path) => readFile(path, 'utf8').catch(() => undefined) });
  const created = await createPorts(settings);
  return { prices: created.ports.prices, close: () => created.close() };
}

/**
 * `guidekit signals grade`: grades the stored entries of signals served with a reference price against the first
 * regular-session bar after their capture (gradeEntryError), and writes each grade once.
 *
 * @param args - Arguments after `signals`.
 * @param io - Output streams (see CliIo).
 * @param options - Store, price port, clock and environment; see {@link SignalsCommandOptions}.
 * @returns 0 done, 2 usage, 3 when the price source was unavailable for a signal (it stays ungraded).
 * @example
 * ```ts
 * await runSignalsCommand(['grade'], io) //=> 0
 * ```
 * @see docs/market-endpoints.md
 */
export async function runSignalsCommand(args: readonly string[], io: CliIo, options: SignalsCommandOptions = {}): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(HELP + '\n');
    return EXIT.ok;
  }
  const [sub, ...rest] = args;
  const usage = (message: string) => {
    io.stderr(`guidekit signals: ${message}\n${HELP}\n`);
    return EXIT.usage;
  };
  if (sub !== 'grade') return usage(sub === undefined ? 'name a subcommand' : `unknown subcommand ${JSON.stringify(sub)}`);
  let values;
  try {
    ({ values } = parseArgs({ args: [...rest], options: { limit: { type: 'string' }, json: { type: 'boolean' } }, allowPositionals: false }));
  } catch (error) {
    return usage((error as Error).message);
  }
  const limit = values.limit === undefined ? 500 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) return usage(`--limit must be a whole number ≥ 1, got ${JSON.stringify(values.limit)}`);
  const env = options.env ?? process.env;
  const now = options.now ?? (() => new Date());

  const log = await (options.openLog ?? (() => defaultLog(env)))();
  let prices: { prices: PriceSource | undefined; close(): Promise<void> } | undefined;
  const lines: GradeLine[] = [];
  try {
    const entries = await log.listUngradedSignals({ limit });
    if (entries.length > 0) prices = await (options.openPrices ?? (() => defaultPrices(env)))();
    for (const entry of entries) {
      const base = { id: entry.id, instrument: entry.instrument, captured_at: new Date(entry.captured_at).toISOString(), entry_source: entry.entry_source };
      if (prices?.prices === undefined) {
        lines.push({ ...base, status: 'unavailable', detail: 'no price source is configured' });
        continue;
      }
      let bars;
      try {
        const from = startOfDay(entry.captured_at, { in: utc }).getTime();
        bars = await prices.prices.loadBars({ symbol: entry.instrument, interval: '1d', from, to: now().getTime() });
      } catch (error) {
        if (!(error instanceof SourceUnavailableError) && !(error instanceof GuidekitError)) throw error;
        lines.push({ ...base, status: 'unavailable', detail: error instanceof SourceUnavailableError ? `${error.source}: ${error.reason}` : error.message });
        continue;
      }
      const grade = gradeEntryError({ captured_at: entry.captured_at, entry: entry.entry, last_close: entry.last_close }, bars, { instrument: resolveInstrument(entry.instrument, { allowEquity: true }) });
      if (grade.status === 'pending') {
        lines.push({ ...base, status: 'pending', detail: grade.next_open === null ? 'no session opens within 31 days' : `next session opens ${new Date(grade.next_open).toISOString()}` });
        continue;
      }
      await log.gradeSignal(entry.id, { bar_time: grade.bar_time, bar_open: grade.bar_open, entry_error: grade.entry_error, entry_error_pct: grade.entry_error_pct, last_close_error: grade.last_close_error });
      lines.push({ ...base, status: 'graded', entry: entry.entry, bar_open: grade.bar_open, entry_error_pct: grade.entry_error_pct, last_close_error_pct: grade.last_close_error_pct, improved: grade.improved });
    }
  } finally {
    await prices?.close();
    await log.close();
  }

  if (values.json === true) io.stdout(toJsonText({ graded: lines }, { space: 2 }) + '\n');
  else {
    const pct = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(3)} %`;
    for (const l of lines) {
      io.stdout(
        l.status === 'graded'
          ? `${l.id}  ${l.instrument}  ${l.captured_at}  ${l.entry_source}: entry ${l.entry} vs open ${l.bar_open}: ${pct(l.entry_error_pct!)} (last close ${pct(l.last_close_error_pct!)})${l.improved === true ? ', nearer than the last close' : ''}\n`
          : `${l.id}  ${l.instrument}  ${l.captured_at}  ${l.status}: ${l.detail}\n`,
      );
    }
    const count = (s: GradeLine['status']) => lines.filter((l) => l.status === s).length;
    io.stdout(`graded ${count('graded')}, pending ${count('pending')}, unavailable ${count('unavailable')}\n`);
  }
  return lines.some((l) => l.status === 'unavailable') ? EXIT.unavailable : EXIT.ok;
}
