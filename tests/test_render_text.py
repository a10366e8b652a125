"""The text renderer: quoting a claim in its sentence, numbers, the summary line, colour."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground import check, tokenize
from numground.render.text import _plain, quote, render_report, render_summary, render_tokens


def _quote(text: str, claim: str) -> str:
    (token,) = [t for t in tokenize(text) if t.text == claim]
    return quote(text, token)


@pytest.mark.parametrize(
    ("text", "claim", "quoted"),
    [
        ("First one. TSB is −7.5 today. Last one.", "−7.5", "TSB is »−7.5« today."),
        ("On Sept. 18 you ran 12 km. Next.", "12 km", "On Sept. 18 you ran »12 km«."),
        ("At 5:42/km, e.g. the same.", "5:42/km", "At »5:42/km«, e.g. the same."),
        ("He said “ran 12 km.” Then", "12 km", "He said “ran »12 km«.”"),
        ("HRV was\n61 ms over\nthe week.\n\nNew para.", "61 ms", "HRV was »61 ms« over the week."),
        ("Intro line\n- ran 12 km\n- slept 7 h", "12 km", "- ran »12 km«"),
        ("# Heading 3\nBody says 12 km here", "12 km", "Body says »12 km« here"),
        ("Is it 52 bpm? Yes.", "52 bpm", "Is it »52 bpm«?"),
    ],
)  # fmt: skip
def test_quote_the_sentence(text: str, claim: str, quoted: str) -> None:
    assert _quote(text, claim) == quoted


def test_long_sentence_is_cut_around_the_claim() -> None:
    text = "word " * 100 + "then 42 km " + "more " * 100 + "."
    quoted = _quote(text, "42 km")
    assert "»42 km«" in quoted
    assert quoted.startswith("…") and quoted.endswith("…")
    assert len(quoted) < 200


def test_quote_escapes_invisible_characters() -> None:
    text = "ran\u00a012\u00a0km\ttoday\u200b."
    assert _quote(text, "12\u00a0km") == "ran »12 km« today\\u200b."


def test_plain_numbers() -> None:
    assert _plain(Decimal("1.23E+4")) == "12300"
    assert _plain(Decimal("0.30000000000000000001")) == "0.3"
    assert _plain(Decimal("-7.5")) == "-7.5"


def test_summary_line_and_gate() -> None:
    report = check("TSB is 7.5; CTL 48.2, 99 km on Aug 7.", {"tsb": -7.5, "ctl": 48.2})
    line = render_summary(report, max_rate=0.2)
    assert line == (
        "claims 3 · grounded 1 · invented 1 · sign_inversion 1 · unit_mismatch 0"
        " · vetoed 1 · invention rate 0.667 · FAIL (max 0.2)"
    )
    assert render_summary(report).endswith("invention rate 0.667")


def test_color_is_off_by_default_and_available() -> None:
    text = "TSB is 7.5 today."
    report = check(text, {"tsb": -7.5})
    assert "\x1b[" not in render_report(report, text, max_rate=0)
    assert "\x1b[" in render_report(report, text, max_rate=0, color=True)
    assert "\x1b[" not in render_tokens(tokenize(text))
