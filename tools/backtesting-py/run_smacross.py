"""Runs backtesting.py's SmaCross examples on GOOG.csv and prints trades and statistics as JSON.

Our own script (backtesting.py is AGPL-3 and is not vendored here). Usage:

    BTPY_PATH=/tmp/btpy GOOG_CSV=../shared/data/GOOG.csv /usr/bin/python3 tools/backtesting-py/run_smacross.py \
        > test/fixtures/backtesting-py/smacross-goog.json

where /tmp/btpy holds the `backtesting/` package of kernc/backtesting.py (e.g. `git archive HEAD backtesting`).
Scenarios:
  readme      the README's SmaCross(10, 20), commission .002, exclusive_orders=True (open trade left open)
  test-suite  test/_test.py::test_compute_stats: SmaCross(10, 30), close-then-enter, finalize_trades=True
  stops       SmaCross(10, 20), sl = 0.95·close / tp = 1.10·close (shorts mirrored), commission (1, .001), finalize
  close-fills SmaCross(10, 20), trade_on_close=True, spread .001, exclusive_orders=True, finalize
  weekly      GOOG resampled to weeks ending Sunday (lib.OHLCV_AGG), SmaCross(4, 10), commission .001, finalize
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
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

GOOG = _harness.read_goog(os.environ.get('GOOG_CSV', '../shared/data/GOOG.csv'))


def make_strategy(n1, n2, close_first=False, stops=None):
    class SmaCross(bt.Strategy):
        def init(self):
            self.ma1 = self.I(_harness.sma, self.data.Close, n1)
            self.ma2 = self.I(_harness.sma, self.data.Close, n2)

        def next(self):
            c = self.data.Close[-1]
            if lib.crossover(self.ma1, self.ma2):
                if close_first:
                    self.position.close()
                if stops:
                    self.buy(sl=c * (1 - stops[0]), tp=c * (1 + stops[1]))
                else:
                    self.buy()
            elif lib.crossover(self.ma2, self.ma1):
                if close_first:
                    self.position.close()
                if stops:
                    self.sell(sl=c * (1 + stops[0]), tp=c * (1 - stops[1]))
                else:
                    self.sell()
    return SmaCross


SCENARIOS = {
    'readme': dict(strategy=(10, 20, False, None), kwargs=dict(commission=.002, exclusive_orders=True)),
    'test-suite': dict(strategy=(10, 30, True, None), kwargs=dict(finalize_trades=True)),
    'stops': dict(strategy=(10, 20, False, (.05, .10)),
                  kwargs=dict(commission=(1, .001), exclusive_orders=True, finalize_trades=True)),
    'weekly': dict(strategy=(4, 10, False, None), weekly=True,
                   kwargs=dict(commission=.001, exclusive_orders=True, finalize_trades=True)),
    'close-fills': dict(strategy=(10, 20, False, None),
                        kwargs=dict(trade_on_close=True, spread=.001, exclusive_orders=True, finalize_trades=True)),
}
WITH_EQUITY = {'readme', 'stops', 'weekly'}


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


def run(name, spec):
    n1, n2, close_first, stops = spec['strategy']
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        data = GOOG.resample('W').agg(lib.OHLCV_AGG).dropna() if spec.get('weekly') else GOOG
        stats = bt.Backtest(data, make_strategy(n1, n2, close_first, stops), cash=10_000, **spec['kwargs']).run()
    trades = stats['_trades']
    out = {
        'setup': {'n1': n1, 'n2': n2, 'close_first': close_first, 'stops': stops, 'cash': 10_000,
                  **{k: (list(v) if isinstance(v, tuple) else v) for k, v in spec['kwargs'].items()}},
        'stats': {k: num(v) for k, v in stats.items() if not k.startswith('_')},
        'trades': [{
            'size': num(t.Size), 'entry_bar': int(t.EntryBar), 'exit_bar': int(t.ExitBar),
            'entry_price': num(t.EntryPrice), 'exit_price': num(t.ExitPrice),
            'sl': num(t.SL), 'tp': num(t.TP), 'pnl': num(t.PnL), 'commission': num(t.Commission),
            'return_pct': num(t.ReturnPct), 'entry_time': num(t.EntryTime), 'exit_time': num(t.ExitTime),
            'duration_days': num(t.Duration),
        } for t in trades.itertuples()],
    }
    if name in WITH_EQUITY:
        out['equity'] = [num(v) for v in stats['_equity_curve']['Equity'].values]
    return out


def commit_of(root):
    try:
        return subprocess.run(['git', '-C', root, 'rev-parse', 'HEAD'], capture_output=True, text=True).stdout.strip()
    except OSError:
        return ''


result = {
    'provenance': {
        'tool': 'backtesting.py (kernc/backtesting.py), AGPL-3, run unmodified with bokeh stubbed',
        'commit': os.environ.get('BTPY_COMMIT') or commit_of(os.environ['BTPY_PATH']) or 'unknown',
        'python': sys.version.split()[0], 'pandas': pd.__version__, 'numpy': np.__version__,
        'data': 'GOOG.csv (backtesting/test/GOOG.csv, 2,148 daily bars)',
        'command': 'BTPY_PATH=/tmp/btpy BTPY_COMMIT=<sha> GOOG_CSV=../shared/data/GOOG.csv '
                   '/usr/bin/python3 tools/backtesting-py/run_smacross.py',
    },
    'scenarios': {name: run(name, spec) for name, spec in SCENARIOS.items()},
}
json.dump(result, sys.stdout, indent=1)
sys.stdout.write('\n')
