"""Every report equals its golden file (``tests/golden_reports.py`` writes them).

A refactor keeps every report byte for byte; a change that must move one
rewrites the golden file in its own commit, which says which figure moved.
"""

from __future__ import annotations

import json

import pytest
from golden_reports import corpus_files, golden_file, reports


@pytest.mark.parametrize("corpus_file", corpus_files(), ids=lambda p: p.name)
def test_reports_equal_their_golden_file(corpus_file):
    golden = golden_file(corpus_file).read_text(encoding="utf-8").splitlines()
    actual = reports(corpus_file)
    assert len(actual) == len(golden), f"{corpus_file.name}: cases added or removed"
    differ = [json.loads(a)["id"] for a, g in zip(actual, golden, strict=True) if a != g]
    assert not differ, (f"{len(differ)} reports differ from tests/golden/{corpus_file.name} "
                        f"(python tests/golden_reports.py --diff): {differ[:10]}")
