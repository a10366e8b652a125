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


def test_the_reports_doc_and_its_pictures_are_linked() -> None:
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert "(docs/reports.md)" in readme
    doc = root / "docs" / "reports.md"
    targets = re.findall(r"\]\(((?:docs/)?img/[^)]+)\)", readme + doc.read_text("utf-8"))
    assert targets, "the doc shows pictures"
    for target in targets:
        path = root / target if target.startswith("docs/") else doc.parent / target
        assert path.is_file(), target
