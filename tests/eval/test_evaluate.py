"""The corpus evaluation: loading, token diffs, figures, and the baseline gate.

Every corpus here is written by hand into ``tmp_path``; expectations are the
SPEC's, so a tokenizer or checker change that breaks them fails these tests.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from numground.errors import NumgroundError
from numground.eval.evaluate import (
    CorpusError,
    Evaluation,
    baseline_of,
    compare_to_baseline,
    evaluate,
    load_cases,
)
from numground.render.evaluation import render_evaluation


def tok(
    text: str,
    start: int,
    kind: str = "claim",
    value: str | None = None,
    unit: str | None = None,
    verdict: str | None = None,
) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "text": text,
        "start": start,
        "kind": kind,
        "value": value,
        "unit": unit,
    }
    if verdict is not None:
        entry["verdict"] = verdict
    return entry


TSB = {
    "id": "tsb-minus",
    "text": "TSB is −7.5 today",
    "pool": {"tsb": -7.5},
    "expect": [tok("−7.5", 7, value="-7.5", verdict="grounded")],
}
HR = {
    "id": "hr-date",
    "text": "Resting HR was 52 bpm on Aug 7.",
    "pool": {"hr_bpm": 52},
    "expect": [
        tok("52 bpm", 15, value="52", unit="bpm", verdict="grounded"),
        tok("Aug 7", 25, kind="date", verdict="vetoed"),
    ],
}
RUN = {
    "id": "run-no-pool",
    "text": "Ran 14.2 km in 3 days.",
    "expect": [tok("14.2 km", 4, value="14.2", unit="km"), tok("3 days", 15, "window", "3", "d")],
}


def write(path: Path, *cases: dict[str, Any]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), "utf-8")
    return path


def run(tmp_path: Path, *cases: dict[str, Any]) -> Evaluation:
    return evaluate([write(tmp_path / "cases.jsonl", *cases)])


def with_expect(case: dict[str, Any], *expect: dict[str, Any]) -> dict[str, Any]:
    return {**case, "expect": list(expect)}


# --- passing and failing cases ------------------------------------------------


def test_a_corpus_that_matches_passes(tmp_path: Path) -> None:
    evaluation = run(tmp_path, TSB, HR, RUN)
    assert evaluation.passed
    assert evaluation.cases == 3
    assert evaluation.failures == ()
    m = evaluation.metrics
    assert m["tokens"] == {
        "precision": 1.0,
        "recall": 1.0,
        "expected": 5,
        "actual": 5,
        "matched": 5,
    }
    assert m["kinds"]["claim"]["precision"] == m["kinds"]["claim"]["recall"] == 1.0
    assert m["expected_tokens_by_kind"] == {"claim": 3, "date": 1, "window": 1}
    assert m["value_accuracy"] == m["unit_accuracy"] == m["verdict_accuracy"] == 1.0
    assert m["verdicts_checked"] == 3
    assert m["cases_by_category"] == {"clean": 2, "planted": 0, "no-pool": 1, "natural": 0,
                                      "residue": 0}


def test_the_value_is_compared_as_a_decimal(tmp_path: Path) -> None:
    case = with_expect(TSB, tok("−7.5", 7, value="-7.50", verdict="grounded"))
    assert run(tmp_path, case).passed


def only_failure(evaluation: Evaluation) -> list[str]:
    assert not evaluation.passed
    (failure,) = evaluation.failures
    return failure.diff


def test_a_token_the_case_does_not_expect_fails_as_extra(tmp_path: Path) -> None:
    case = with_expect(HR, HR["expect"][0])  # Aug 7 came out but is not expected
    diff = only_failure(run(tmp_path, case))
    assert diff == ["+ Aug 7 @25 date None None vetoed  # extra"]


def test_an_expected_token_that_does_not_come_out_fails_as_missing(tmp_path: Path) -> None:
    case = with_expect(TSB, TSB["expect"][0], tok("today", 12, value="1", verdict="grounded"))
    diff = only_failure(run(tmp_path, case))
    assert diff == ["- today @12 claim 1 None grounded  # missing"]


def test_a_wrong_kind_fails_naming_the_kind(tmp_path: Path) -> None:
    case = with_expect(RUN, RUN["expect"][0], tok("3 days", 15, "claim", "3", "d"))
    diff = only_failure(run(tmp_path, case))
    assert diff == ["- 3 days @15 claim 3 d", "+ 3 days @15 window 3 d  # kind"]
    assert run(tmp_path, case).metrics["kinds"]["window"] == {
        "precision": 0.0,
        "recall": None,
        "expected": 0,
        "actual": 1,
        "correct": 0,
    }


def test_a_wrong_value_fails_naming_the_value(tmp_path: Path) -> None:
    case = with_expect(TSB, tok("−7.5", 7, value="7.5", verdict="grounded"))
    evaluation = run(tmp_path, case)
    assert only_failure(evaluation) == [
        "- −7.5 @7 claim 7.5 None grounded",
        "+ −7.5 @7 claim -7.5 None grounded  # value",
    ]
    assert evaluation.metrics["value_accuracy"] == 0.0
    assert evaluation.metrics["unit_accuracy"] == 1.0


def test_a_wrong_unit_fails_naming_the_unit(tmp_path: Path) -> None:
    case = with_expect(RUN, tok("14.2 km", 4, value="14.2", unit="mi"), RUN["expect"][1])
    evaluation = run(tmp_path, case)
    assert only_failure(evaluation) == [
        "- 14.2 km @4 claim 14.2 mi",
        "+ 14.2 km @4 claim 14.2 km  # unit",
    ]
    assert evaluation.metrics["unit_accuracy"] == 0.5


def test_a_wrong_verdict_fails_naming_the_verdict(tmp_path: Path) -> None:
    case = {**TSB, "pool": {"tsb": 7.5}}  # the sign now disagrees with the pool
    evaluation = run(tmp_path, case)
    assert only_failure(evaluation) == [
        "- −7.5 @7 claim -7.5 None grounded",
        "+ −7.5 @7 claim -7.5 None sign_inversion  # verdict",
    ]
    assert evaluation.metrics["verdict_accuracy"] == 0.0


def test_verdicts_are_not_checked_without_a_pool_or_an_expected_verdict(tmp_path: Path) -> None:
    no_pool = {k: v for k, v in TSB.items() if k != "pool"}
    no_pool["expect"] = [tok("−7.5", 7, value="-7.5", verdict="invented")]
    no_verdict = {**TSB, "id": "no-verdict", "expect": [tok("−7.5", 7, value="-7.5")]}
    evaluation = run(tmp_path, no_pool, no_verdict)
    assert evaluation.passed
    assert evaluation.metrics["verdict_accuracy"] is None


def test_several_problems_on_one_token_are_all_named(tmp_path: Path) -> None:
    case = with_expect(TSB, tok("−7.5", 7, "window", "7", "d", "vetoed"))
    assert only_failure(run(tmp_path, case))[-1].endswith("# kind, value, unit, verdict")


def test_render_lists_every_failing_case_with_its_diff(tmp_path: Path) -> None:
    bad = with_expect(TSB, tok("−7.5", 7, value="7.5", verdict="grounded"))
    text = render_evaluation(run(tmp_path, bad, HR))
    assert "1 failing" in text
    assert "FAIL tsb-minus (" in text and "cases.jsonl:1)" in text
    assert "  + −7.5 @7 claim -7.5 None grounded  # value" in text
    assert "hr-date" not in text
    assert "clean invention rate" in text and "planted catch rate" in text


def test_to_dict_is_json_with_rounded_ratios_and_the_failures(tmp_path: Path) -> None:
    third = {**RUN, "id": "third", "expect": RUN["expect"][:1]}  # 3 days is extra
    data = json.loads(json.dumps(run(tmp_path, TSB, HR, RUN, third).to_dict()))
    assert data["passed"] is False and data["failed"] == 1 and data["cases"] == 4
    assert data["metrics"]["tokens"]["precision"] == round(6 / 7, 4)  # 6 matched of 7 actual
    (failure,) = data["failures"]
    assert failure["id"] == "third" and failure["line"] == 4
    assert failure["tokens"][0]["problems"] == ["extra"]
    assert failure["tokens"][0]["expected"] is None
    assert failure["diff"] == ["+ 3 days @15 window 3 d  # extra"]


# --- rates --------------------------------------------------------------------


def test_clean_invention_rate_counts_flags_over_claims_in_clean_cases(tmp_path: Path) -> None:
    invented = {
        "id": "invented",
        "text": "Resting HR was 57 bpm and 52 bpm.",
        "pool": {"hr_bpm": 52},
        "expect": [
            tok("57 bpm", 15, value="57", unit="bpm", verdict="invented"),
            tok("52 bpm", 26, value="52", unit="bpm", verdict="grounded"),
        ],
    }
    evaluation = run(tmp_path, TSB, HR, invented, RUN)
    m = evaluation.metrics
    assert evaluation.passed
    assert (m["clean_inventions"], m["clean_claims"]) == (1, 4)
    assert m["clean_invention_rate"] == 0.25


def test_clean_invention_rate_is_zero_without_clean_claims(tmp_path: Path) -> None:
    assert run(tmp_path, RUN).metrics["clean_invention_rate"] == 0.0


def test_residue_cases_pass_or_fail_but_are_left_out_of_the_figures(tmp_path: Path) -> None:
    residue = {
        "id": "residue",
        "text": "Resting HR was 57 bpm.",
        "pool": {"hr_bpm": 52},
        "residue": True,
        "expect": [tok("57 bpm", 15, value="57", unit="bpm", verdict="invented")],
    }
    evaluation = run(tmp_path, TSB, residue)
    assert evaluation.passed
    assert evaluation.metrics["clean_invention_rate"] == 0.0
    assert evaluation.metrics["tokens"]["expected"] == 1
    assert evaluation.metrics["cases_by_category"]["residue"] == 1
    wrong = {**residue, "expect": [tok("57 bpm", 15, value="57", unit="bpm", verdict="grounded")]}
    assert [f.id for f in run(tmp_path, wrong).failures] == ["residue"]


def test_planted_errors_are_caught_when_flagged(tmp_path: Path) -> None:
    text = "Resting HR was 57 bpm; TSB is 7.5."
    planted = {
        "id": "planted",
        "domain": "training",
        "text": text,
        "pool": {"hr_bpm": 52, "tsb": 7.5},
        "expect": [
            tok("57 bpm", 15, value="57", unit="bpm", verdict="invented"),
            tok("7.5", 30, value="7.5", verdict="grounded"),
        ],
        "planted": [
            {"text": "57 bpm", "start": 15, "verdict": "invented", "why": "52 -> 57"},
            {"text": "7.5", "start": 30, "verdict": "sign_inversion", "why": "missed"},
        ],
    }
    evaluation = run(tmp_path, planted, HR)
    m = evaluation.metrics
    assert evaluation.passed
    assert (m["planted_caught"], m["planted"], m["planted_catch_rate"]) == (1, 2, 0.5)
    assert m["cases_by_category"] == {"clean": 1, "planted": 1, "no-pool": 0, "natural": 0,
                                      "residue": 0}
    assert m["cases_by_domain"] == {"training": 1}
    assert m["clean_invention_rate"] == 0.0  # a planted case is not clean


def test_no_planted_entries_give_no_catch_rate(tmp_path: Path) -> None:
    assert run(tmp_path, TSB).metrics["planted_catch_rate"] is None


# --- loading ------------------------------------------------------------------


def test_bad_json_names_file_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(TSB) + "\n\n" + '{"id": "x", "text": }\n', "utf-8")
    with pytest.raises(CorpusError) as caught:
        load_cases([path])
    assert str(caught.value).startswith(f"{path}:3:21: invalid JSON")
    assert "\n" not in str(caught.value)
    assert (caught.value.line, caught.value.col) == (3, 21)  # the "}" where a value belongs
    assert isinstance(caught.value, NumgroundError)


@pytest.mark.parametrize("field", ["text", "expect", "id"])
def test_a_missing_field_names_the_line(tmp_path: Path, field: str) -> None:
    broken = {k: v for k, v in HR.items() if k != field}
    path = write(tmp_path / "c.jsonl", TSB, broken)
    with pytest.raises(CorpusError, match=rf"^{path}:2:1: .*missing field '{field}'$"):
        load_cases([path])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"expect": [tok("−7.5", 7, "number", "-7.5")]}, "unknown kind 'number'"),
        ({"expect": [tok("−7.5", 7, value="-7.5", verdict="fine")]}, "unknown verdict 'fine'"),
        ({"expect": [tok("−7.5", 8, value="-7.5")]}, "is not at offset 8"),
        ({"expect": [tok("−7.5", 7, value="lots")]}, "is not a number"),
        ({"expect": [tok("−7.5", 7, value=-7.5)]}, "'value' must be a string"),  # type: ignore[arg-type]
        ({"expect": [{"text": "−7.5", "start": 7, "kind": "claim", "unit": None}]}, "'value'"),
        ({"residu": True}, "unknown field 'residu'"),
        ({"residue": "yes"}, "'residue' must be true or false"),
        ({"planted": [{"text": "−7.5", "start": 7, "verdict": "grounded"}]}, "must be a flag"),
        ({"expect": [TSB["expect"][0], TSB["expect"][0]]}, "out of order or repeated"),
    ],
)
def test_schema_errors_name_the_line(tmp_path: Path, change: dict[str, Any], message: str) -> None:
    path = write(tmp_path / "c.jsonl", HR, {**TSB, **change})
    with pytest.raises(CorpusError, match=rf"^{path}:2:1: .*{message}"):
        load_cases([path])


def test_a_line_that_is_not_an_object_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    path.write_text("[1, 2]\n", "utf-8")
    with pytest.raises(CorpusError, match=r":1:1: a case must be a JSON object \(array\)"):
        load_cases([path])


def test_a_duplicate_id_is_an_error_across_files(tmp_path: Path) -> None:
    first = write(tmp_path / "a.jsonl", TSB)
    second = write(tmp_path / "b.jsonl", HR, TSB)
    with pytest.raises(CorpusError) as caught:
        load_cases([tmp_path])
    assert str(caught.value) == (f"{second}:2:1: duplicate id 'tsb-minus' (first at {first}:1)")


def test_a_missing_path_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="no such file or directory"):
        evaluate([tmp_path / "nope.jsonl"])
    with pytest.raises(CorpusError, match=r"no \*\.jsonl files"):
        evaluate([tmp_path])


def test_a_directory_expands_to_its_jsonl_files_not_recursively(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    write(corpus / "b.jsonl", HR)
    write(corpus / "a.jsonl", TSB)
    write(corpus / "drafts" / "drafts.jsonl", {**RUN, "expect": []})  # would fail if read
    (corpus / "README.md").write_text("not a case\n", "utf-8")
    cases = load_cases([corpus])
    assert [c.id for c in cases] == ["tsb-minus", "hr-date"]
    assert [Path(c.file).name for c in cases] == ["a.jsonl", "b.jsonl"]
    assert evaluate([corpus]).passed


def test_optional_fields_load(tmp_path: Path) -> None:
    case = {**TSB, "note": "n", "domain": "training"}
    (loaded,) = load_cases([write(tmp_path / "c.jsonl", case)])
    assert (loaded.note, loaded.domain, loaded.category) == ("n", "training", "clean")
    assert loaded.derived is None


# --- natural briefs (issue 9) -------------------------------------------------

NATURAL = {
    "id": "nat-hr",
    "text": "Resting HR was 51 bpm, up 4 bpm on your 47 bpm baseline.",
    "pool": {"resting_hr_bpm": 51, "resting_hr_baseline_bpm": 47},
    "expect": [
        tok("51 bpm", 15, value="51", unit="bpm", verdict="grounded"),
        tok("4 bpm", 26, value="4", unit="bpm"),
        tok("47 bpm", 40, value="47", unit="bpm", verdict="grounded"),
    ],
    "derived": [{"text": "4 bpm", "start": 26, "how": "difference", "formula": "51 − 47"}],
}


def test_a_case_with_derived_is_natural_and_loads_its_derivations(tmp_path: Path) -> None:
    (loaded,) = load_cases([write(tmp_path / "c.jsonl", NATURAL)])
    assert loaded.category == "natural"
    assert loaded.derived[0].how == "difference" and loaded.derived[0].start == 26


def test_a_derived_entry_is_checked_like_a_token(tmp_path: Path) -> None:
    bad = {**NATURAL, "derived": [{"text": "4 bpm", "start": 27, "how": "difference"}]}
    with pytest.raises(CorpusError, match="not at offset 27"):
        load_cases([write(tmp_path / "c.jsonl", bad)])
    bad = {**NATURAL, "derived": [{"text": "4 bpm", "start": 26, "anything": 1}]}
    with pytest.raises(CorpusError, match="unknown field 'anything'"):
        load_cases([write(tmp_path / "c.jsonl", bad)])


def test_natural_figures_compare_derivations_off_and_on(tmp_path: Path) -> None:
    flawed = {**NATURAL, "id": "nat-hr-flawed",
              "text": NATURAL["text"].replace("up 4 bpm", "up 6 bpm"),
              "expect": [{**NATURAL["expect"][0]},
                         tok("6 bpm", 26, value="6", unit="bpm", verdict="invented"),
                         {**NATURAL["expect"][2]}],
              "derived": [],
              "planted": [{"text": "6 bpm", "start": 26, "verdict": "invented", "why": "4 -> 6"}]}
    evaluation = run(tmp_path, NATURAL, flawed)
    assert evaluation.passed
    natural = evaluation.metrics["natural"]["older"]
    assert natural["off"]["false_flags"] == 1 and natural["off"]["faithful_flagged"] == 1.0
    assert natural["on"]["false_flags"] == 0 and natural["on"]["faithful_flagged"] == 0.0
    assert natural["on"]["computed_backed"] == 1.0 and natural["off"]["computed_backed"] == 0.0
    assert natural["on"]["catch_rate"] == natural["off"]["catch_rate"] == 1.0
    # natural cases stay out of the older figures
    assert evaluation.metrics["planted"] == 0 and evaluation.metrics["clean_claims"] == 0
    assert "derivations on" in render_evaluation(evaluation)
    assert baseline_of(evaluation)["figures"]["natural.older.on.false_flags_per_claim"] == 0.0


def test_a_natural_false_flag_is_a_regression(tmp_path: Path) -> None:
    good = run(tmp_path / "a", NATURAL)
    worse = {**NATURAL, "text": NATURAL["text"].replace("up 4 bpm", "up 9 bpm"),
             "expect": [{**NATURAL["expect"][0]}, tok("9 bpm", 26, value="9", unit="bpm"),
                        {**NATURAL["expect"][2]}],
             "derived": [{"text": "9 bpm", "start": 26, "how": "difference"}]}
    evaluation = run(tmp_path / "b", worse)
    assert evaluation.passed  # the case itself passes: no verdict is pinned on 9 bpm...
    messages = compare_to_baseline(evaluation, baseline_of(good))
    assert any("natural.older.on.false_flags_per_claim" in m for m in messages)  # the figure fails


# --- the baseline gate --------------------------------------------------------


def test_a_baseline_compares_equal_to_itself(tmp_path: Path) -> None:
    evaluation = run(tmp_path, TSB, HR, RUN)
    baseline = json.loads(json.dumps(baseline_of(evaluation)))
    assert baseline["figures"]["cases"] == 3
    assert baseline["figures"]["kinds.claim.recall"] == 1.0
    assert baseline["figures"]["clean_invention_rate"] == 0.0
    assert compare_to_baseline(evaluation, baseline) == []


def test_the_gate_flags_a_worse_figure_and_not_a_better_one(tmp_path: Path) -> None:
    good = run(tmp_path, TSB, HR, RUN)
    worse = run(tmp_path, with_expect(TSB, tok("−7.5", 7, value="7.5")), HR, RUN)
    assert worse.metrics["value_accuracy"] < 1.0
    messages = compare_to_baseline(worse, baseline_of(good))
    assert messages == [
        "value_accuracy: 0.8000 is worse than the baseline 1.0000 (higher is better)"
    ]
    assert compare_to_baseline(good, baseline_of(worse)) == []


def test_the_gate_flags_a_higher_invention_rate_and_fewer_cases(tmp_path: Path) -> None:
    baseline = baseline_of(run(tmp_path, TSB, HR))
    invented = {**HR, "pool": {"hr_bpm": 57}}
    invented["expect"] = [
        tok("52 bpm", 15, value="52", unit="bpm", verdict="invented"),
        HR["expect"][1],
    ]
    messages = compare_to_baseline(run(tmp_path, invented), baseline)
    assert any(m.startswith("clean_invention_rate: 1.0000 is worse") for m in messages)
    assert any(m.startswith("cases: 1 is worse than the baseline 2") for m in messages)


def test_new_figures_and_tiny_differences_are_not_regressions(tmp_path: Path) -> None:
    evaluation = run(tmp_path, TSB, HR, RUN)
    figures = dict(baseline_of(evaluation)["figures"])
    del figures["kinds.window.precision"]  # a kind the baseline never saw
    figures["value_accuracy"] = 1.0 + 1e-12
    assert compare_to_baseline(evaluation, {"figures": figures}) == []


def test_a_baseline_that_is_not_an_object_is_a_corpus_error(tmp_path: Path) -> None:
    evaluation = run(tmp_path, TSB)
    with pytest.raises(CorpusError, match="not a baseline"):
        compare_to_baseline(evaluation, [1, 2])  # type: ignore[arg-type]
