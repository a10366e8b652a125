"""``numground.audit``, the documented name of ``numground.batch.audit``."""

import sys

from numground.batch import audit as _module

sys.modules[__name__] = _module
