// Shared by the backtest tests: backtesting.py's GOOG.csv from ../shared/data (not part of the project).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseOhlcvCsv } from '../../src/backtest/parseOhlcvCsv.js';
import type { Bars } from '../../src/backtest/types.js';

export const GOOG_PATH = fileURLToPath(new URL('../../../shared/data/GOOG.csv', import.meta.url));

/** GOOG bars; throws a clear error (so the test fails instead of passing) when the data file is absent. */
export function loadGoog(): Bars {
  if (!existsSync(GOOG_PATH)) {
    throw new Error(`GOOG.csv is missing at ${GOOG_PATH}: these reference tests need ../shared/data/GOOG.csv (see /work/shared/data/README.md)`);
  }
  return parseOhlcvCsv(readFileSync(GOOG_PATH, 'utf8')).bars;
}
