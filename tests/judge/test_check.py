"""The seed audit as a test: the clean brief scores 0.0, and changing one
number flags exactly that one."""

from __future__ import annotations

import pytest

from numground import Verdict, check

BRIEF = (
    "**TSB is −7.5** after the Aug 7 long run, and your race is on Sept 18. "
    "Over 14 days you ran 3–4mi easy most days; resting HR sat at 52 bpm."
)
POOL = {"metrics": {"tsb": -7.46, "resting_hr_bpm": 52}, "easy_mi": [3.2, 3.9]}


def test_clean_seed_brief_scores_zero() -> None:
    report = check(BRIEF, POOL)
    assert report.invention_rate == 0.0
    assert report.claims == 4  # −7.5, 3, 4mi, 52 bpm; the date, date, window are vetoed
    kinds = [str(f.token.kind) for f in report.findings if f.verdict is Verdict.VETOED]
    assert kinds == ["date", "date", "window"]


@pytest.mark.parametrize(
    ("old", "new", "verdict"),
    [
        ("−7.5", "−7.9", Verdict.INVENTED),
        ("−7.5", "7.5", Verdict.SIGN_INVERSION),
        ("52 bpm", "52 kg", Verdict.UNIT_MISMATCH),
        ("3–4mi", "3–6mi", Verdict.INVENTED),
    ],
)
def test_one_changed_number_is_the_one_flagged(old: str, new: str, verdict: Verdict) -> None:
    report = check(BRIEF.replace(old, new), POOL)
    flagged = report.flagged
    assert len(flagged) == 1
    assert flagged[0].verdict is verdict
    assert flagged[0].token.text in new
    assert report.invention_rate == pytest.approx(1 / report.claims)
