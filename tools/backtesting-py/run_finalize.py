"""Runs backtesting.py's README SmaCross on GOOG.csv under each way of ending with a trade still open, as JSON.

Our own script (backtesting.py is AGPL-3 and is not vendored here). Usage:

    BTPY_PATH=/tmp/btpy BTPY_COMMIT=<sha> GOOG_CSV=../shared/data/GOOG.csv /usr/bin/python3 tools/backtesting-py/run_finalize.py \
        > test/fixtures/backtesting-py/finalize-goog.json

Every scenario is the README setup: SmaCross(10, 20), commission .002, exclusive_orders=True, cash 10 000. Its last
trade is still open after the last bar. The scenarios differ only in what happens to it:

  none        Backtest(...) without finalize_trades: backtesting.py's default (finalize_trades=False). The open
              trade is not a trade: '# Trades' counts closed trades only, and the equity marks it to the last close.
  last_open   finalize_trades=True: Backtest.run closes it by re-running the last bar with a market order, which fills
              at the last bar's open; it counts as a trade and the last equity point is the cash after that exit.
  last_close  closed at the last bar's close. backtesting.py has no such option, so its own broker and statistics are
              made to produce it: GOOG plus one extra bar, dated the day after the last one, whose open, high, low and
              close all equal the last close, run with finalize_trades=True, so the open trade is closed at the extra
              bar's open, i.e. at the last close, with backtesting.py's commission. The script then checks that the
              extra bar changed nothing else (no order decided on or after the last real bar), moves that exit to the
              last real bar, takes the equity of the real bars with the last point replaced by the cash after the exit
              (the extended run's final equity), and has backtesting.py's compute_stats compute the statistics over
              GOOG itself.
"""
import json
import math
import os
import subprocess
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _harness  # noqa: E402

bt, lib = _harness.import_backtesting()
from backtesting._stats import compute_stats  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

GOOG = _harness.read_goog(os.environ.get('GOOG_CSV', '../shared/data/GOOG.csv'))


class SmaCross(bt.Strategy):
    n1 = 10
    n2 = 20

    def init(self):
        self.ma1 = self.I(_harness.sma, self.data.Close, self.n1)
        self.ma2 = self.I(_harness.sma, self.data.Close, self.n2)

    def next(self):
        if lib.crossover(self.ma1, self.ma2):
            self.buy()
        elif lib.crossover(self.ma2, self.ma1):
            self.sell()


SETUP = dict(cash=10_000, commission=.002, exclusive_orders=True)


def num(x):
    """JSON-safe number: NaN/inf become strings, timedeltas become days, timestamps ISO dates."""
    if isinstance(x, pd.Timedelta):
        return x / pd.Timedelta(days=1)
    if isinstance(x, pd.Timestamp):
        return x.strftime('%Y-%m-%d')
    if x is None:
        return None
    x = float(x)
    if math.isnan(x):
        return 'NaN'
    if math.isinf(x):
        return 'Infinity' if x > 0 else '-Infinity'
    return x


def record(stats, setup):
    trades = stats['_trades']
    return {
        'setup': setup,
        'stats': {k: num(v) for k, v in stats.items() if not k.startswith('_')},
        'trades': [{
            'size': num(t.Size), 'entry_bar': int(t.EntryBar), 'exit_bar': int(t.ExitBar),
            'entry_price': num(t.EntryPrice), 'exit_price': num(t.ExitPrice),
            'sl': num(t.SL), 'tp': num(t.TP), 'pnl': num(t.PnL), 'commission': num(t.Commission),
            'return_pct': num(t.ReturnPct), 'entry_time': num(t.EntryTime), 'exit_time': num(t.ExitTime),
            'duration_days': num(t.Duration),
        } for t in trades.itertuples()],
        'equity': [num(v) for v in stats['_equity_curve']['Equity'].values],
    }


def run(data, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        return bt.Backtest(data, SmaCross, **SETUP, **kwargs).run()


def last_close():
    n = len(GOOG)
    last = GOOG.iloc[-1]
    extra = pd.DataFrame({'Open': [last.Close], 'High': [last.Close], 'Low': [last.Close], 'Close': [last.Close],
                          'Volume': [0]}, index=[GOOG.index[-1] + pd.Timedelta(days=1)])
    extended = pd.concat([GOOG, extra])
    stats = run(extended, finalize_trades=True)
    strategy = stats['_strategy']
    trades = list(strategy.closed_trades)
    reference = run(GOOG)  # the default run: the same trades, the last one left open
    # The extra bar may only close the trade left open: same closed trades before it, nothing entered late.
    assert len(trades) == len(reference['_trades']) + 1, 'the extra bar changed the trade list'
    assert all(t.entry_bar < n - 1 for t in trades), 'an order was decided on or after the last real bar'
    final = trades[-1]
    assert final.exit_bar == n and final.exit_price == last.Close, 'the open trade did not close at the last close'
    final._replace(exit_bar=n - 1)
    equity_ext = stats['_equity_curve']['Equity'].values
    equity = np.r_[equity_ext[:n - 1], equity_ext[n]]
    assert np.allclose(equity[:n - 1], reference['_equity_curve']['Equity'].values[:n - 1], rtol=0, atol=1e-9)
    return compute_stats(trades=trades, equity=equity, ohlc_data=GOOG, strategy_instance=strategy)


def commit_of(root):
    try:
        return subprocess.run(['git', '-C', root, 'rev-parse', 'HEAD'], capture_output=True, text=True).stdout.strip()
    except OSError:
        return ''


setup = {'n1': 10, 'n2': 20, **SETUP}
result = {
    'provenance': {
        'tool': 'backtesting.py (kernc/backtesting.py), AGPL-3, run unmodified with bokeh stubbed',
        'commit': os.environ.get('BTPY_COMMIT') or commit_of(os.environ['BTPY_PATH']) or 'unknown',
        'python': sys.version.split()[0], 'pandas': pd.__version__, 'numpy': np.__version__,
        'data': 'GOOG.csv (backtesting/test/GOOG.csv, 2,148 daily bars)',
        'command': 'BTPY_PATH=/tmp/btpy BTPY_COMMIT=<sha> GOOG_CSV=../shared/data/GOOG.csv '
                   '/usr/bin/python3 tools/backtesting-py/run_finalize.py',
    },
    'scenarios': {
        'none': record(run(GOOG), {**setup, 'finalize_trades': 'default (False)'}),
        'last_open': record(run(GOOG, finalize_trades=True), {**setup, 'finalize_trades': True}),
        'last_close': record(last_close(), {**setup, 'finalize_trades': True,
                                            'note': 'one extra bar at the last close, exit moved to the last real bar'}),
    },
}
json.dump(result, sys.stdout, indent=1)
sys.stdout.write('\n')
