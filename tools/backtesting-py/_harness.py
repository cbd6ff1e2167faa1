"""Shared set-up for our backtesting.py reference scripts (our code, not backtesting.py's).

backtesting.py is NOT vendored in this repository: point BTPY_PATH at a directory that contains its
`backtesting/` package (e.g. a `git archive` of kernc/backtesting.py extracted to /tmp/btpy).
bokeh is only used for plotting; a stub stands in for it so the package imports without it.
"""
import importlib.abc
import importlib.machinery
import os
import sys
import types
from unittest.mock import MagicMock


class _BokehStub(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves an empty module for every `bokeh` / `bokeh.*` import; attribute reads return mocks."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname == 'bokeh' or fullname.startswith('bokeh.'):
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        return None

    def create_module(self, spec):
        module = types.ModuleType(spec.name)
        module.__path__ = []
        module.__getattr__ = lambda name: MagicMock(name=f'{spec.name}.{name}')
        return module

    def exec_module(self, module):
        pass


def import_backtesting():
    """Imports backtesting.py from $BTPY_PATH with bokeh stubbed; returns (backtesting, lib)."""
    root = os.environ.get('BTPY_PATH')
    if not root:
        sys.exit('set BTPY_PATH to the directory holding the backtesting/ package of kernc/backtesting.py')
    sys.meta_path.insert(0, _BokehStub())
    sys.path.insert(0, root)
    import backtesting  # noqa: E402
    from backtesting import lib  # noqa: E402
    return backtesting, lib


def read_goog(path):
    """GOOG.csv as backtesting.py's own test loader reads it (index_col=0, parse_dates=True)."""
    import pandas as pd
    return pd.read_csv(path, index_col=0, parse_dates=True)


def sma(values, n):
    """The SMA of backtesting.test.SMA: pandas rolling mean."""
    import pandas as pd
    return pd.Series(values).rolling(n).mean()
