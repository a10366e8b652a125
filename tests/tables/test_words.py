"""The words file beside the grammar: every entry well formed and used."""

from __future__ import annotations

import re

import pytest

from numground.tables import words


def test_reference_words_are_single_lower_case_words() -> None:
    found = words.reference_words()
    assert {"prior", "target", "vs", "from"} <= found
    assert "last" not in found  # a stock's last price is its latest
    assert all(re.fullmatch(r"[a-z]+", w) for w in found), sorted(found)


def test_every_line_is_in_a_section(tmp_path, monkeypatch) -> None:
    bad = tmp_path / "words.txt"
    bad.write_text("prior previous\n[reference]\nx\n", encoding="utf-8")
    monkeypatch.setattr(words, "words_path", lambda: bad)
    words._sections.cache_clear()
    try:
        with pytest.raises(words.WordsError, match="words.txt:1: a line before any"):
            words._sections()
    finally:
        words._sections.cache_clear()
