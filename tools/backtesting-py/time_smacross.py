"""Times backtesting.py on the benchmark of bench/backtest.bench.ts: SmaCross(10, 20), commission .002, over the same
5,000 synthetic weekday bars (mulberry32 seed 42, reimplemented here bit for bit). Our script; backtesting.py is not
vendored. Usage:

    BTPY_PATH=/tmp/btpy /usr/bin/python3 tools/backtesting-py/time_smacross.py

Prints JSON: the median wall time of Backtest.run() in milliseconds (statistics included, as run() computes them),
and the number of trades, to set against `npx tsx bench/backtest.bench.ts`.
"""
import json
import os
import sys
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _harness  # noqa: E402

bt, lib = _harness.import_backtesting()
import pandas as pd  # noqa: E402

M32 = 0xFFFFFFFF


def imul(a, b):
    return ((a & M32) * (b & M32)) & M32


def mulberry32(seed):
    state = [seed & M32]

    def nxt():
        state[0] = (state[0] + 0x6D2B79F5) & M32
        t = state[0]
        t = imul(t ^ (t >> 15), t | 1)
        t ^= (t + imul(t ^ (t >> 7), t | 61)) & M32
        return ((t ^ (t >> 14)) & M32) / 4294967296
    return nxt


def bench_bars(n=5000, seed=42):
    rnd = mulberry32(seed)
    dates, rows = [], []
    day = pd.Timestamp('2000-01-03')
    prev = 100.0
    for _ in range(n):
        while day.dayofweek >= 5:
            day += pd.Timedelta(days=1)
        dates.append(day)
        day += pd.Timedelta(days=1)
        o = prev * (1 + (rnd() - 0.5) * 0.01)
        c = o * (1 + (rnd() - 0.5) * 0.03)
        h = max(o, c) * (1 + rnd() * 0.01)
        lo = min(o, c) * (1 - rnd() * 0.01)
        rows.append((o, h, lo, c, 1e6))
        prev = c
    return pd.DataFrame(rows, columns=['Open', 'High', 'Low', 'Close', 'Volume'], index=pd.DatetimeIndex(dates))


class SmaCross(bt.Strategy):
    def init(self):
        self.ma1 = self.I(_harness.sma, self.data.Close, 10)
        self.ma2 = self.I(_harness.sma, self.data.Close, 20)

    def next(self):
        if lib.crossover(self.ma1, self.ma2):
            self.buy()
        elif lib.crossover(self.ma2, self.ma1):
            self.sell()


data = bench_bars()
samples = []
with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    for i in range(12):
        start = time.perf_counter()
        stats = bt.Backtest(data, SmaCross, commission=.002, exclusive_orders=True, finalize_trades=True).run()
        samples.append((time.perf_counter() - start) * 1000)
samples = sorted(samples[2:])
print(json.dumps({'bars': len(data), 'trades': int(stats['# Trades']), 'median_ms': samples[len(samples) // 2],
                  'first_close': data.Close.iloc[0], 'last_close': data.Close.iloc[-1]}))
