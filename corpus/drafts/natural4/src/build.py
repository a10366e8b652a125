"""Check the fourth round's natural-brief modules and write ``natural4.jsonl``.

    python corpus/drafts/natural4/src/build.py [--check]

The checks and the case format are the second round's
(``corpus/drafts/natural2/src/build.py``); this round adds four ``how``
names for computations the earlier rounds filed under ``other``.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
_SHARED = HERE.parents[1] / "natural2" / "src" / "build.py"
_spec = importlib.util.spec_from_file_location("natural_build", _SHARED)
assert _spec and _spec.loader
natural_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(natural_build)
natural_build.HOWS |= {"product", "remainder", "percentage_point", "countdown"}

if __name__ == "__main__":
    natural_build.main(HERE, HERE.parents[2] / "holdout" / "natural4.jsonl")
