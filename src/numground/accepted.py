"""``numground.accepted``, the documented name of ``numground.batch.accepted``."""

import sys

from numground.batch import accepted as _module

sys.modules[__name__] = _module
