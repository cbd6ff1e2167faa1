"""The vectorbt peer of bench/analysis.bench.ts: the 100 x 100 SMA-crossover sweep (4,950 fast < slow pairs) over the
bars the bench sends, set up as guidekit's createSmaCrossStrategy runs it. Our script; vectorbt is not vendored (see
docs/backtest-validation.md, "vectorbt peer", for the setup). Driven over stdin/stdout, one JSON line each way:

    in:  {"dates": [...], "open": [...], "close": [...], "fees": 0.002, "cash": 10000}
    out: {"version": "0.21.0", "fast": [...], "slow": [...], "trades": [...], "total_return": [...], "first_ms": ...}
         (one untimed run, numba's compilation included: what the bench checks against its own sweep)
    in:  "run"   (once per timed round)
    out: {"ms": ..., "peak_rss_mb": ...}   (wall time of one sweep in this process: MAs, crossings,
         Portfolio.from_signals, Sharpe ratios; and the process's peak memory so far, several GB)

The strategy, as guidekit's (backtesting.py's SmaCross, long_short): at the close of bar t an up-cross
(fast[t-1] < slow[t-1] and fast[t] > slow[t]) goes long, a down-cross goes short, the order filling at the open of
t + 1 with all the cash (fractional units), fees on each fill, and a trade still open at the end left open.
"""
import gc
import json
import resource
import sys
import time
import warnings

warnings.filterwarnings('ignore')  # pandas 1.5 deprecation notices from vectorbt 0.21: noise on the bench's stderr

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
import vectorbt as vbt  # noqa: E402

WINDOWS = np.arange(1, 101)


def sweep(close, open_, fees, cash):
    """One sweep: every fast < slow pair of WINDOWS, as vectorbt's README runs an MA grid."""
    fast, slow = vbt.MA.run_combs(close, window=WINDOWS, r=2, short_names=['fast', 'slow'])
    f = fast.ma.values
    s = slow.ma.values
    # The cross seen at the close of t, acted on at the open of t + 1: row t + 1 of the signal arrays.
    up = np.zeros(f.shape, dtype=bool)
    down = np.zeros(f.shape, dtype=bool)
    up[2:] = (f[:-2] < s[:-2]) & (f[1:-1] > s[1:-1])
    down[2:] = (s[:-2] < f[:-2]) & (s[1:-1] > f[1:-1])
    columns = pd.MultiIndex.from_arrays([fast.ma.columns.get_level_values('fast_window'),
                                         slow.ma.columns.get_level_values('slow_window')])
    up = pd.DataFrame(up, index=close.index, columns=columns)
    down = pd.DataFrame(down, index=close.index, columns=columns)
    pf = vbt.Portfolio.from_signals(close, entries=up, short_entries=down, price=open_.values[:, None],
                                    size=np.inf, fees=fees, init_cash=cash, freq='1D')
    return pf, columns


def timed_sweep(close, open_, fees, cash):
    """Wall time of one sweep and its Sharpe ratios, in ms. The portfolio (GBs of 4,950 x 5,000 arrays and vectorbt's
    cached properties) is dropped before the next one is built, so two never coexist."""
    gc.collect()
    start = time.perf_counter()
    pf, _ = sweep(close, open_, fees, cash)
    pf.sharpe_ratio()
    ms = (time.perf_counter() - start) * 1000
    del pf
    return ms


def peak_rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux reports KiB


def main():
    bars = json.loads(sys.stdin.readline())
    index = pd.DatetimeIndex(bars['dates'])
    close = pd.Series(bars['close'], index=index, dtype=float)
    open_ = pd.Series(bars['open'], index=index, dtype=float)
    fees = float(bars['fees'])
    cash = float(bars['cash'])
    start = time.perf_counter()
    pf, columns = sweep(close, open_, fees, cash)
    pf.sharpe_ratio()
    first_ms = (time.perf_counter() - start) * 1000
    answer = json.dumps({
        'version': vbt.__version__,
        'fast': [int(v) for v in columns.get_level_values(0)],
        'slow': [int(v) for v in columns.get_level_values(1)],
        'trades': [int(v) for v in pf.trades.closed.count().values],
        'total_return': [float(v) for v in pf.total_return().values],
        'first_ms': first_ms,
    })
    del pf
    print(answer, flush=True)
    for line in sys.stdin:
        if line.strip() != 'run':
            break
        ms = timed_sweep(close, open_, fees, cash)
        print(json.dumps({'ms': ms, 'peak_rss_mb': peak_rss_mb()}), flush=True)


if __name__ == '__main__':
    main()
