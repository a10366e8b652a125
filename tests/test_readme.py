"""The README's usage example says what the library does."""

from __future__ import annotations

import numground


def test_readme_use_example() -> None:
    assert numground.numeric_tokens("TSB is −7.5 today") == ["-7.5"]
    report = numground.check("TSB is −7.5 after the Aug 7 long run", {"tsb": -7.46})
    assert report.invention_rate == 0.0
    assert [(f.token.text, str(f.verdict)) for f in report.findings] == [
        ("−7.5", "grounded"),
        ("Aug 7", "vetoed"),
    ]
