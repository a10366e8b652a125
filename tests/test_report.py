"""Findings, counts, the invention rate, the JSON form, and ``check`` end to end."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

import numground
from numground.data.pool import Pool
from numground.lex.tokens import Kind, Token
from numground.report import Finding, Nearest, Report
from numground.tables.verdicts import Verdict


def finding(verdict: Verdict, kind: Kind = Kind.CLAIM, text: str = "7.5") -> Finding:
    token = Token(text, 0, len(text), kind, Decimal(text), Decimal("0.1"))
    return Finding(token, verdict)


def test_counts_every_verdict_and_the_claims_checked() -> None:
    report = Report.of(
        [
            finding(Verdict.GROUNDED),
            finding(Verdict.INVENTED),
            finding(Verdict.SIGN_INVERSION),
            finding(Verdict.UNIT_MISMATCH),
            finding(Verdict.DERIVED),
            finding(Verdict.MISATTRIBUTED),
            finding(Verdict.UNVERIFIED),
            finding(Verdict.VETOED, Kind.DATE),
            finding(Verdict.VETOED, Kind.YEAR),
        ]
    )
    assert report.counts == {
        "grounded": 1,
        "derived": 1,
        "misattributed": 1,
        "sign_inversion": 1,
        "unit_mismatch": 1,
        "invented": 1,
        "unverified": 1,
        "vetoed": 2,
    }
    assert report.claims == 7
    assert report.invention_rate == pytest.approx(4 / 7)
    assert report.unverified_rate == pytest.approx(1 / 7)
    assert [f.verdict for f in report.flagged] == [
        Verdict.INVENTED,
        Verdict.SIGN_INVERSION,
        Verdict.UNIT_MISMATCH,
        Verdict.MISATTRIBUTED,
    ]


def test_the_gate_reads_unverified_apart_and_only_when_asked() -> None:
    report = Report.of([finding(Verdict.GROUNDED), finding(Verdict.UNVERIFIED),
                        finding(Verdict.GROUNDED), finding(Verdict.GROUNDED)])
    assert report.invention_rate == 0.0
    assert report.passes(0)  # unverified is no invention
    assert report.passes(0, "0.25")  # one in four: exactly at the bound
    assert not report.passes(0, "0.2")
    flagged = Report.of([finding(Verdict.INVENTED), finding(Verdict.GROUNDED)])
    assert not flagged.passes("0.49", 1) and flagged.passes("0.5", 0)


def test_vetoed_and_derived_never_count_as_inventions() -> None:
    report = Report.of([finding(Verdict.DERIVED), finding(Verdict.VETOED, Kind.WINDOW)])
    assert report.invention_rate == 0.0
    assert report.flagged == ()
    assert report.claims == 1


def test_rate_is_zero_without_claims() -> None:
    assert Report.of([]).invention_rate == 0.0
    assert Report.of([finding(Verdict.VETOED, Kind.DATE)]).invention_rate == 0.0
    assert Report.of([]).counts["invented"] == 0


def test_rate_is_one_when_every_claim_is_invented() -> None:
    assert Report.of([finding(Verdict.INVENTED)] * 3).invention_rate == 1.0


def test_to_dict_is_json_with_decimals_as_strings() -> None:
    token = Token("12.3k", 4, 9, Kind.CLAIM, Decimal("1.23E+4"), Decimal("1E+2"), scale="k")
    near = Nearest("metrics.steps", Decimal("12100"), None, Decimal("-200"))
    report = Report.of([Finding(token, Verdict.INVENTED, (), (near,))])
    data = report.to_dict()
    assert data["schema_version"] == 1
    assert data["claims"] == 1
    assert data["invention_rate"] == 1.0
    assert data["counts"]["invented"] == 1
    (f,) = data["findings"]
    assert (f["text"], f["start"], f["end"], f["kind"]) == ("12.3k", 4, 9, "claim")
    assert (f["value"], f["step"], f["unit"], f["scale"]) == ("12300", "100", None, "k")
    assert f["verdict"] == "invented"
    assert f["nearest"] == [
        {"path": "metrics.steps", "value": "12100", "unit": None, "miss": "-200"}
    ]
    assert json.loads(json.dumps(data)) == data


def test_finding_and_report_are_frozen() -> None:
    report = Report.of([finding(Verdict.GROUNDED)])
    with pytest.raises(AttributeError):
        report.findings = ()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        report.findings[0].verdict = Verdict.INVENTED  # type: ignore[misc]


def test_verdict_is_a_str_enum() -> None:
    assert Verdict.SIGN_INVERSION == "sign_inversion"
    assert str(Verdict.UNIT_MISMATCH) == "unit_mismatch"
    assert [v.value for v in Verdict] == [
        "grounded", "derived", "misattributed", "sign_inversion", "unit_mismatch", "invented",
        "unverified", "vetoed",
    ]  # fmt: skip


# --- check (needs the tokenizer) -------------------------------------------------------------


def test_check_end_to_end() -> None:
    from numground.judge.check import check

    text = "TSB is −7.5 today and resting HR was 52 kg on Aug 7; you ran 6.2 mi, 9.9 km."
    data = {"metrics": {"tsb": -7.5, "resting_hr_bpm": 52}, "distance_km": 10}
    report = check(text, data)
    assert [(f.token.text, f.verdict) for f in report.findings] == [
        ("−7.5", Verdict.GROUNDED),
        ("52 kg", Verdict.UNIT_MISMATCH),
        ("Aug 7", Verdict.VETOED),
        ("6.2 mi", Verdict.GROUNDED),
        ("9.9 km", Verdict.INVENTED),
    ]
    assert report.findings[0].sources == ("metrics.tsb",)
    assert report.claims == 4
    assert report.invention_rate == 0.5


def test_check_signs_and_hedges() -> None:
    from numground.judge.check import check

    data = {"tsb": -7.5, "kcal": 1187}
    verdicts = [
        str(f.verdict) for f in check("TSB 7.5, down 7.5, +7.5; ~1,200 or 1,200", data).findings
    ]
    assert verdicts == ["sign_inversion", "grounded", "sign_inversion", "grounded", "invented"]


def test_check_accepts_a_pool_and_is_pure() -> None:
    from numground.judge.check import check

    data = {"share": 0.12}
    pool = Pool.from_data(data)
    first = check("up 12% this week", pool)
    assert check("up 12% this week", pool) == first
    assert check("up 12% this week", data) == first
    assert [str(f.verdict) for f in first.findings] == ["grounded"]
    assert data == {"share": 0.12}
    assert len(pool.entries) == 1


def test_check_tolerance_option() -> None:
    from numground.judge.check import check

    assert check("about 1,200 kcal", {"kcal": 1100}).invention_rate == 1.0
    assert check("about 1,200 kcal", {"kcal": 1100}, approx_tolerance=0.1).invention_rate == 0.0


def test_check_rejects_unknown_and_bad_options() -> None:
    from numground.judge.check import check

    with pytest.raises(TypeError):
        check("7", {}, tolerence=0.1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        check("7", {}, approx_tolerance=None)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        check("7", {}, approx_tolerance=-0.1)
    with pytest.raises(ValueError):
        check("7", {}, approx_tolerance="lots")


def test_a_group_lists_forty_places_then_how_many_more() -> None:
    from numground.report import PLACES_LISTED, groups

    report = numground.check("Ran 99 km. " * 45, {"d_km": 12})
    (group,) = groups(report.findings)
    listed = group.listed(lambda f: str(f.token.start))
    assert listed.endswith(" and 5 more")
    assert len(listed.removesuffix(" and 5 more").split(", ")) == PLACES_LISTED == 40
    (few,) = groups(numground.check("Ran 99 km. " * 3, {"d_km": 12}).findings)
    assert few.listed(lambda f: str(f.token.start)) == "4, 15, 26"
