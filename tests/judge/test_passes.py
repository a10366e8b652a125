"""The judge's pass table: every verdict names its pass, passes switch off by name."""

from __future__ import annotations

import pytest

import numground
from numground.judge.passes import PASS, PASSES
from numground.tables.verdicts import Verdict

POOL = {"metrics": {"tsb": -7.5, "ctl": 52.0, "atl": 59.5}}
BRIEF = "Your TSB is −7.5 today: CTL 52 against ATL 59.5, a gap of 7.5. Since Aug 7 you ran 41 km."


def test_every_finding_names_the_pass_that_decided_it() -> None:
    report = numground.check(BRIEF, POOL)
    assert report.findings
    for f in report.findings:
        assert f.decided_by in PASS, f
    verdicts = {f.token.text: (f.verdict, f.decided_by) for f in report.findings}
    assert verdicts["−7.5"] == (Verdict.GROUNDED, "look_up")
    assert verdicts["41 km"] == (Verdict.INVENTED, "look_up")


def test_a_pass_switched_off_decides_nothing() -> None:
    on = numground.check(BRIEF, POOL)
    derived = [f for f in on.findings if f.verdict is Verdict.DERIVED]
    assert derived, "the gap of 7.5 is computed"  # the twin: the pass does decide
    off = numground.check(BRIEF, POOL, skip={d.decided_by for d in derived})
    assert all(f.decided_by not in {d.decided_by for d in derived} for f in off.findings)
    assert not [f for f in off.findings if f.verdict is Verdict.DERIVED]


def test_unknown_and_required_passes_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown pass 'nope'"):
        numground.check(BRIEF, POOL, skip={"nope"})
    required = [p.name for p in PASSES if p.required]
    assert required
    with pytest.raises(ValueError, match="cannot be skipped"):
        numground.check(BRIEF, POOL, skip=set(required))


def test_pass_names_are_unique() -> None:
    assert len(PASS) == len(PASSES)
