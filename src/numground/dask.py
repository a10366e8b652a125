"""``numground.dask``, the documented name of ``numground.batch.dask``."""

import sys

from numground.batch import dask as _module

sys.modules[__name__] = _module
