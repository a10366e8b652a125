"""``numground.verdicts``, the documented name of ``numground.tables.verdicts``."""

import sys

from numground.tables import verdicts as _module

sys.modules[__name__] = _module
