// The peer of the backtest benchmark: backtesting.py timing the same SmaCross(10, 20) run over the same 5,000
// synthetic bars (tools/backtesting-py/time_smacross.py). backtesting.py is not vendored: fetch it anywhere and point
// BTPY_PATH at it; it runs on the distribution's python3-pandas and python3-numpy (apt-get install python3-pandas),
// with its plotting import stubbed. Without them the peer is skipped and the reason printed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** backtesting.py's median for one run, or why it could not be measured. */
export type PeerTiming = { readonly medianMs: number; readonly trades: number } | { readonly skipped: string };

/** Runs the backtesting.py timing script, when backtesting.py and pandas are available here. */
export function timeBacktestingPy(): PeerTiming {
  const btpy = process.env.BTPY_PATH;
  if (btpy === undefined || !existsSync(btpy)) return { skipped: 'set BTPY_PATH to a checkout of kernc/backtesting.py to time the peer' };
  const python = process.env.PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');
  try {
    const out = execFileSync(python, ['tools/backtesting-py/time_smacross.py'], {
      env: { ...process.env, BTPY_PATH: btpy },
      encoding: 'utf8',
      timeout: 300_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const parsed = JSON.parse(out.trim().split('\n').at(-1)!) as { median_ms: number; trades: number };
    return { medianMs: parsed.median_ms, trades: parsed.trades };
  } catch (error) {
    return { skipped: `backtesting.py did not run (${(error as Error).message.split('\n')[0]}); it needs python3-pandas` };
  }
}
