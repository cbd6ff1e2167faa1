import type { ReferencePrice } from '../reference/gateReferencePrice.js';

/** One served signal whose entry was quoted while its session was closed, as the store keeps it. */
export interface SignalLogEntry {
  /** The endpoint that served it, e.g. `signalGenerate`. */
  readonly endpoint: string;
  /** Canonical instrument id or equity ticker. */
  readonly instrument: string;
  readonly timeframe: string;
  /** When the signal was served (the call's instant), epoch ms. */
  readonly captured_at: number;
  readonly direction: 'long' | 'short' | 'no_signal';
  /** The entry quoted and where it came from. */
  readonly entry: number;
  readonly entry_source: 'perp_exchange_mid' | 'last_close';
  readonly entry_quality: 'live' | 'none';
  /** The market's last session close at capture. */
  readonly last_close: number;
  readonly stop: number | null;
  readonly take_profit: number | null;
  /** The reference object served with it. */
  readonly reference: ReferencePrice;
}

/** A stored entry, with its id and grade once graded. */
export interface StoredSignalLogEntry extends SignalLogEntry {
  readonly id: string;
  /** When it was graded (ISO timestamp); null while ungraded. */
  readonly graded_at: string | null;
  /** Open time (epoch ms) and open of the first regular-session bar after capture; null while ungraded. */
  readonly grade_bar_time: number | null;
  readonly grade_bar_open: number | null;
  /** entry − that open, in price units and percent; null while ungraded. */
  readonly entry_error: number | null;
  readonly entry_error_pct: number | null;
  /** last_close − that open, for comparison; null while ungraded. */
  readonly last_close_error: number | null;
}

/** A grade to write. */
export interface SignalLogGrade {
  readonly bar_time: number;
  readonly bar_open: number;
  readonly entry_error: number;
  readonly entry_error_pct: number;
  readonly last_close_error: number;
}

/**
 * The `signalLog` port: where served signals priced off a reference are kept (entry source and quality), so that
 * `guidekit signals grade` can later grade each entry's error against the first regular-session bar after capture.
 * Implemented by the store (PGlite or PostgreSQL).
 */
export interface SignalLog {
  /** Keeps one served entry. */
  recordSignal(entry: SignalLogEntry): Promise<void>;
  /** Entries not graded yet, oldest first. */
  listUngradedSignals(options?: { readonly limit?: number }): Promise<readonly StoredSignalLogEntry[]>;
  /** Writes an entry's grade once; false when it was already graded or does not exist. */
  gradeSignal(id: string, grade: SignalLogGrade): Promise<boolean>;
}
