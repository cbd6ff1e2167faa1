import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** One real daily history the signal engine is evaluated on (provenance in test/fixtures/README.md). */
export interface SignalHistory {
  readonly symbol: string;
  readonly cls: string;
  readonly path: string;
  /** Round-trip spread assumed for the calls, basis points of the close; null: the median quoted spread in the file. */
  readonly spreadBps: number | null;
  readonly spreadNote: string;
}

/** The five histories the prior was swept on (scripts/sweepSignalPrior.ts, docs/signal-model.md); `npm run evaluate` now reads test/fixtures/history/daily. */
export const SIGNAL_HISTORIES: readonly SignalHistory[] = [
  { symbol: 'GOOG', cls: 'equity', path: `${ROOT}../shared/data/GOOG.csv`, spreadBps: 2, spreadNote: 'assumed: no quotes in the file' },
  { symbol: 'EURUSD', cls: 'forex', path: `${ROOT}test/fixtures/history/EURUSD.csv`, spreadBps: null, spreadNote: 'median quoted spread at the close in the file' },
  { symbol: 'SPY', cls: 'index', path: `${ROOT}test/fixtures/history/SPY.csv`, spreadBps: 1, spreadNote: 'assumed: no quotes in the file' },
  { symbol: 'XAUUSD', cls: 'metal', path: `${ROOT}test/fixtures/history/XAUUSD.csv`, spreadBps: null, spreadNote: 'median quoted spread at the close in the file' },
  { symbol: 'BTCUSD', cls: 'crypto', path: `${ROOT}test/fixtures/history/BTCUSD.csv`, spreadBps: 10, spreadNote: 'assumed: no quotes in the file' },
];
