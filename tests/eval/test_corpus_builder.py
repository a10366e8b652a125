"""corpus/src/build_short.py writes kinds, verdicts, seed and exports: the files
in the corpus are what it writes, so running it (as corpus/README.md says to,
after editing a table) loses no case written into a file by hand."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_short_files_are_what_the_builder_writes(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(ROOT / "corpus" / "src"))
    import build_short

    monkeypatch.setattr(build_short, "OUT", tmp_path)
    build_short.main()
    for name in ("seed.jsonl", "kinds.jsonl", "verdicts.jsonl", "exports.jsonl"):
        written = (tmp_path / name).read_text(encoding="utf-8")
        assert written == (ROOT / "corpus" / name).read_text(encoding="utf-8"), name
    sys.modules.pop("build_short", None)
