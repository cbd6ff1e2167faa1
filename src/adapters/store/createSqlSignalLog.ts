import { GuidekitError } from '../../core/GuidekitError.js';
import type { SignalLog, SignalLogEntry, StoredSignalLogEntry } from '../../markets/ports/SignalLog.js';
import type { SqlExecutor } from './sqlClient.js';

type SignalRow = {
  id: string | number;
  endpoint: string;
  instrument: string;
  timeframe: string;
  captured_at: Date | string;
  direction: SignalLogEntry['direction'];
  entry: number | string;
  entry_source: SignalLogEntry['entry_source'];
  entry_quality: SignalLogEntry['entry_quality'];
  last_close: number | string;
  stop: number | string | null;
  take_profit: number | string | null;
  reference: SignalLogEntry['reference'] | string;
  graded_at: Date | string | null;
  grade_bar_time: Date | string | null;
  grade_bar_open: number | string | null;
  entry_error: number | string | null;
  entry_error_pct: number | string | null;
  last_close_error: number | string | null;
};

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));
const ms = (v: Date | string | null): number | null => (v === null ? null : new Date(v).getTime());

/**
 * The `signalLog` port over the store's SQL (table `guidekit_signal_log`, migration 5): signals served with a
 * reference price are kept with where their entry came from (the perpetual mid or the last close) and its quality,
 * and graded once by `guidekit signals grade`.
 *
 * @param client - The store's SQL executor (PGlite or PostgreSQL).
 * @returns The log's methods, spread into the store.
 * @throws {@link GuidekitError} `invalid_argument` from `recordSignal` for a non-finite entry or capture time.
 * @example
 * ```ts
 * const log = createSqlSignalLog(client);
 * await log.recordSignal(entry);
 * (await log.listUngradedSignals()).length //=> 1
 * ```
 */
export function createSqlSignalLog(client: SqlExecutor): SignalLog {
  return {
    async recordSignal(entry) {
      for (const field of ['captured_at', 'entry', 'last_close'] as const) {
        if (typeof entry[field] !== 'number' || !Number.isFinite(entry[field])) {
          throw new GuidekitError(`recordSignal: ${field} must be a finite number`, { code: 'invalid_argument', field });
        }
      }
      await client.query(
        `insert into guidekit_signal_log (endpoint, instrument, timeframe, captured_at, direction, entry, entry_source, entry_quality, last_close, stop, take_profit, reference)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          entry.endpoint,
          entry.instrument,
          entry.timeframe,
          new Date(entry.captured_at).toISOString(),
          entry.direction,
          entry.entry,
          entry.entry_source,
          entry.entry_quality,
          entry.last_close,
          entry.stop,
          entry.take_profit,
          JSON.stringify(entry.reference),
        ],
      );
    },

    async listUngradedSignals(options = {}) {
      const limit = options.limit ?? 500;
      const { rows } = await client.query<SignalRow>('select * from guidekit_signal_log where graded_at is null order by captured_at, id limit $1', [limit]);
      return rows.map((row): StoredSignalLogEntry => ({
        id: String(row.id),
        endpoint: row.endpoint,
        instrument: row.instrument,
        timeframe: row.timeframe,
        captured_at: ms(row.captured_at)!,
        direction: row.direction,
        entry: Number(row.entry),
        entry_source: row.entry_source,
        entry_quality: row.entry_quality,
        last_close: Number(row.last_close),
        stop: num(row.stop),
        take_profit: num(row.take_profit),
        reference: typeof row.reference === 'string' ? (JSON.parse(row.reference) as SignalLogEntry['reference']) : row.reference,
        graded_at: row.graded_at === null ? null : new Date(row.graded_at).toISOString(),
        grade_bar_time: ms(row.grade_bar_time),
        grade_bar_open: num(row.grade_bar_open),
        entry_error: num(row.entry_error),
        entry_error_pct: num(row.entry_error_pct),
        last_close_error: num(row.last_close_error),
      }));
    },

    async gradeSignal(id, grade) {
      if (!/^\d+$/.test(id)) return false;
      const { rows } = await client.query(
        `update guidekit_signal_log set graded_at = now(), grade_bar_time = $2, grade_bar_open = $3, entry_error = $4, entry_error_pct = $5, last_close_error = $6
         where id = $1 and graded_at is null returning id`,
        [id, new Date(grade.bar_time).toISOString(), grade.bar_open, grade.entry_error, grade.entry_error_pct, grade.last_close_error],
      );
      return rows.length === 1;
    },
  };
}
