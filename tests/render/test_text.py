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


# --- reports that explain (issue 18) -------------------------------------------


def test_flags_sharing_one_cause_are_one_group_with_every_place() -> None:
    from numground import check
    text = "TSB 7.5.\nATL 3.5 and CTL 5.5.\nHRV 64 ms."
    pool = {"tsb": -7.5, "atl": -3.5, "ctl": -5.5, "hrv_ms": 61}
    out = render_report(check(text, pool), text, name="b.md")
    assert "b.md: sign_inversion ×3, all written without a sign: 1:5 7.5, 2:5 3.5, 2:17 5.5" in out
    assert out.count("sign_inversion") == 2  # the group's line and the summary, not three blocks
    assert "the first:\n    TSB »7.5«." in out
    assert "b.md:3:5: invented: 64 ms" in out  # alone in its cause: a block of its own
    assert "×1" not in out


def test_flags_of_different_causes_are_not_grouped() -> None:
    from numground import check
    text = "TSB 7.5 and ATL −3.5 up."
    out = render_report(check(text, {"tsb": -7.5, "atl": 3.5}), text, name="b.md")
    assert "×" not in out
    assert "b.md:1:5: sign_inversion: 7.5" in out and "b.md:1:17: sign_inversion: −3.5" in out


def test_derived_claims_show_their_formula() -> None:
    from numground import check
    text = "CTL 48.2 and TSB −7.5, a gap of 55.7."
    out = render_report(check(text, {"ctl": 48.2, "tsb": -7.5}), text, name="b.md")
    assert "derived (computed from the pool):\n    b.md:1:33: 55.7 = ctl (48.2) − tsb (-7.5)" in out
    plain = render_report(check(text, {"ctl": 48.2, "tsb": -7.5}, derive=False), text)
    assert "derived (computed" not in plain and "invented: 55.7" in plain


def test_nearest_without_a_unit_beside_a_claim_with_one_says_so() -> None:
    from numground import check
    text = "We ran 13.4 km."
    out = render_report(check(text, {"fouls": 13, "distance_km": 20}), text)
    assert "distance_km = 20 km (6.6 km above)" in out
    assert "fouls = 13 (no unit)" in out
    assert "fouls = 13 (0.4" not in out  # never a miss in km for a count
    assert out.index("distance_km") < out.index("fouls")
