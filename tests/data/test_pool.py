"""The pool: what is citable in JSON-like data, what is skipped, and the look-up index."""

from __future__ import annotations

import json
import math
from decimal import Decimal
from pathlib import Path

import pytest

from numground import Verdict, check
from numground.data.pool import Pool, PoolEntry, PoolError, _loads_deep
from numground.errors import NumgroundError


def by_path(pool: Pool) -> dict[str, PoolEntry]:
    return {e.path: e for e in pool.entries}


def test_numbers_with_paths_and_values_as_written() -> None:
    pool = Pool.from_data({"metrics": {"tsb": -7.5, "ctl": 42}, "workouts": [{"distance_km": 0.1}]})
    entries = by_path(pool)
    assert entries["metrics.tsb"] == PoolEntry("metrics.tsb", Decimal("-7.5"), None)
    assert entries["metrics.ctl"].value == Decimal(42)
    assert entries["workouts[0].distance_km"].value == Decimal(
        "0.1"
    )  # repr, not 0.1000000000000000055
    assert entries["workouts[0].distance_km"].unit == "km"
    assert entries["metrics.tsb"].source == "number"
    assert entries["metrics.tsb"].step is None
    assert pool.skipped == []


def test_entries_keep_document_order() -> None:
    pool = Pool.from_data({"b": 2, "a": [1, {"c": 3}], "d": 4})
    assert [e.path for e in pool.entries] == ["b", "a.length", "a[0]", "a[1].c", "d"]


def test_list_length_is_an_entry_that_never_takes_the_key_unit() -> None:
    pool = Pool.from_data({"workouts": [{}, {}, {}], "splits_s": [301, 298]})
    entries = by_path(pool)
    assert entries["workouts.length"] == PoolEntry(
        "workouts.length", Decimal(3), None, None, "length"
    )
    assert entries["splits_s.length"].value == 2
    assert entries["splits_s.length"].unit is None


def test_key_suffix_unit_applies_to_lists_under_the_key() -> None:
    pool = Pool.from_data({"splits_s": [301, 298], "laps_km": [[1.0, 2.5], [3]]})
    entries = by_path(pool)
    assert (entries["splits_s[0]"].unit, entries["splits_s[1]"].unit) == ("s", "s")
    assert entries["laps_km[0][1]"].unit == "km"
    assert entries["laps_km[1][0]"].unit == "km"
    assert entries["laps_km[0].length"].unit is None


def test_nested_object_keys_speak_for_themselves() -> None:
    # an enclosing key's unit reaches keys that name none (totals_kwh: {grid: 3.2});
    # a key that names one speaks for itself
    pool = Pool.from_data({"run_km": {"total": 5, "hr_bpm": 150}, "laps_km": [{"n": 2}]})
    entries = by_path(pool)
    assert entries["run_km.total"].unit == "km"
    assert entries["run_km.hr_bpm"].unit == "bpm"
    assert entries["laps_km[0].n"].unit == "km"


def test_a_window_key_gives_no_unit_to_what_it_holds() -> None:
    pool = Pool.from_data({"last_14_days": {"runs": 9}, "rest_days": {"planned": 2}})
    entries = by_path(pool)
    assert entries["last_14_days.runs"].unit is None  # 9 runs in the window, not 9 days
    assert entries["rest_days.planned"].unit == "d"  # the twin: no number, the unit reaches


def test_nan_inf_bool_null_and_junk_are_skipped_with_reasons() -> None:
    data = {
        "nan": math.nan,
        "inf": math.inf,
        "ninf": -math.inf,
        "flag": True,
        "off": False,
        "none": None,
        "blob": b"\x00",
        "obj": object(),
        "c": 1 + 2j,
        "set": {1, 2},
        "dnan": Decimal("NaN"),
        "ok": 1.5,
    }
    pool = Pool.from_data(data)
    assert [e.path for e in pool.entries] == ["ok"]
    reasons = dict(pool.skipped)
    assert reasons["nan"] == "NaN"
    assert reasons["inf"] == reasons["ninf"] == "infinite"
    assert reasons["flag"] == reasons["off"] == "bool"
    assert reasons["none"] == "null"
    assert reasons["dnan"] == "NaN"
    for junk in ("blob", "obj", "c", "set"):
        assert reasons[junk].startswith("not a number"), junk
    assert set(reasons) == set(data) - {"ok"}


def test_huge_int_is_citable_but_beyond_1e1000_is_skipped() -> None:
    pool = Pool.from_data({"big": 10**400, "bigger": 10**5000, "dec": Decimal("1e-2000")})
    assert by_path(pool)["big"].value == Decimal(10) ** 400
    assert dict(pool.skipped) == {
        "bigger": "magnitude beyond 1e1000",
        "dec": "magnitude beyond 1e1000",
    }


def test_decimal_leaves_are_taken_as_written() -> None:
    pool = Pool.from_data({"x": Decimal("7.50")})
    assert str(pool.entries[0].value) == "7.50"


@pytest.mark.parametrize("container", ["dict", "list"])
def test_nesting_10000_deep_walks_without_recursion(container: str) -> None:
    data: object = 7
    for _ in range(10_000):
        data = {"a": data} if container == "dict" else [data]
    pool = Pool.from_data(data)
    leaf = [e for e in pool.entries if e.source == "number"]
    assert [e.value for e in leaf] == [7]
    expected = ".".join(["a"] * 10_000) if container == "dict" else "[0]" * 10_000
    assert leaf[0].path == expected
    if container == "list":
        assert len(pool.entries) == 10_001  # every list's length, plus the leaf


def test_cycle_is_skipped_not_walked_forever() -> None:
    loop: list[object] = [1]
    loop.append(loop)
    pool = Pool.from_data({"loop": loop})
    assert [e.path for e in pool.entries] == ["loop.length", "loop[0]"]
    assert pool.skipped == [("loop[1]", "cycle")]


def test_shared_subtree_counts_at_each_path() -> None:
    shared = {"v": 1}
    pool = Pool.from_data({"a": shared, "b": shared})
    assert [e.path for e in pool.entries] == ["a.v", "b.v"]


def test_root_scalar_list_and_non_string_keys() -> None:
    assert Pool.from_data(5).entries == (PoolEntry("", Decimal(5), None),)
    assert [e.path for e in Pool.from_data([4]).entries] == ["length", "[0]"]
    assert [e.path for e in Pool.from_data({1: 2, None: 3}).entries] == ["1", "None"]
    assert Pool.from_data(None).entries == ()


def test_within_bisects_by_unit_and_value() -> None:
    pool = Pool.from_data({"a_km": 5, "b_km": 3, "c_km": 9, "d": 4, "e_mi": 4})
    assert [e.path for e in pool.within("km", Decimal(3), Decimal(5))] == ["b_km", "a_km"]
    assert [e.path for e in pool.within(None, Decimal(0), Decimal(100))] == ["d"]
    assert pool.within("kg", Decimal(0), Decimal(100)) == ()
    assert set(pool.units) == {"km", None, "mi"}


# --- from_json -------------------------------------------------------------------


def test_from_json_reads_numbers_and_skips_nan_and_overflow(tmp_path: Path) -> None:
    path = tmp_path / "pool.json"
    path.write_text('{"tsb": -7.5, "x": NaN, "y": Infinity, "z": 1e400, "n": 12}')
    pool = Pool.from_json(path)
    assert [(e.path, e.value) for e in pool.entries] == [("tsb", Decimal("-7.5")), ("n", 12)]
    assert dict(pool.skipped) == {"x": "NaN", "y": "infinite", "z": "infinite"}


def test_from_json_keeps_ints_beyond_pythons_digit_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text('{"big": 1' + "0" * 5000 + ', "ok": 1' + "0" * 400 + "}")
    pool = Pool.from_json(str(path))
    assert by_path(pool)["ok"].value == Decimal(10) ** 400
    assert dict(pool.skipped) == {"big": "magnitude beyond 1e1000"}


def test_from_json_invalid_names_file_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{\n  "a": 1,\n  "b": \n}')
    with pytest.raises(PoolError) as caught:
        Pool.from_json(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:4:1: invalid JSON")
    assert "\n" not in message
    assert isinstance(caught.value, NumgroundError)


def test_from_json_missing_or_not_utf8(tmp_path: Path) -> None:
    with pytest.raises(PoolError, match="cannot read"):
        Pool.from_json(tmp_path / "absent.json")
    binary = tmp_path / "latin1.json"
    binary.write_bytes(b'{"caf\xe9": 1}')
    with pytest.raises(PoolError, match="not UTF-8"):
        Pool.from_json(binary)


def test_from_json_10000_deep(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"a": ' * 10_000 + "3" + "}" * 10_000)
    pool = Pool.from_json(path)
    assert [e.value for e in pool.entries] == [3]


def test_from_json_10000_deep_invalid_still_reports_position(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 10_000 + "\n  x")
    with pytest.raises(PoolError, match=r"deep\.json:2:3: invalid JSON: Expecting value"):
        Pool.from_json(path)


@pytest.mark.parametrize(
    "doc",
    [
        '{"a": [1, 2.5, -3e2, true, false, null, "s\\u00e9"], "b": {}, "c": []}',
        '[[], [[]], {"k": {"k": [0]}}]',
        ' "top" ',
        "-0",
        '{"x": NaN, "y": -Infinity, "dup": 1, "dup": 2}',
    ],
)
def test_deep_parser_agrees_with_json(doc: str) -> None:
    expected = json.loads(doc)
    got = _loads_deep(doc)
    assert json.dumps(got) == json.dumps(expected)


@pytest.mark.parametrize("doc", ["", "[1,]", '{"a" 1}', "[1 2]", "{1: 2}", "[1]x", "tru", "[01]"])
def test_deep_parser_rejects_what_json_rejects(doc: str) -> None:
    with pytest.raises(json.JSONDecodeError):
        json.loads(doc)
    with pytest.raises(json.JSONDecodeError):
        _loads_deep(doc)


# --- string leaves (need the tokenizer) ----------------------------------------------


def test_string_claims_become_entries_with_their_unit() -> None:
    pool = Pool.from_data({"hr": "52 bpm", "when": "Aug 7, 2025", "note": "no numbers"})
    assert [(e.path, e.value, e.unit, e.source) for e in pool.entries] == [
        ("hr", Decimal(52), "bpm", "string")
    ]
    assert pool.entries[0].step == 1


def test_string_duration_becomes_seconds() -> None:
    pool = Pool.from_data({"moving_time": "1:02:33"})
    assert [(e.value, e.unit) for e in pool.entries] == [(Decimal(3753), "s")]


def test_string_without_unit_takes_the_key_unit() -> None:
    pool = Pool.from_data({"distance_km": "14.2"})
    assert [(e.value, e.unit) for e in pool.entries] == [(Decimal("14.2"), "km")]


def test_from_json_tolerates_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}')
    assert [e.path for e in Pool.from_json(path).entries] == ["a"]


def test_entries_at_a_path() -> None:
    from numground import Pool

    pool = Pool.from_data({"easy": "3-4 mi", "hr_bpm": 52})
    assert [e.value for e in pool.at("easy")] == [3, 4]
    assert [e.value for e in pool.at("hr_bpm")] == [52]
    assert pool.at("nowhere") == ()


def test_a_point_of_comparison_takes_its_one_siblings_unit() -> None:
    # Revolut, N26: {"amount": -149.0, "previous": -132.6} under a EUR account
    data = {"currency": "EUR", "categories": [
        {"name": "Transport", "amount": -149.0, "previous": -132.6},
        {"name": "Rent", "amount": -900.0, "previous": -900.0}]}
    (previous,) = Pool.from_data(data).at("categories[0].previous")
    assert (previous.unit, previous.outflow) == ("EUR", True)
    assert check("Transport rose 12%.", data).findings[0].verdict is Verdict.DERIVED
    # the twins: a fall written for it, and another dimension
    assert check("Transport fell 12%.", data).findings[0].verdict is Verdict.SIGN_INVERSION
    assert check("Transport was 132.6 km.", data).findings[0].verdict is Verdict.UNIT_MISMATCH


def test_a_point_of_comparison_beside_two_units_stays_unitless() -> None:
    data = {"run": {"distance_km": 10.2, "hr_bpm": 151, "target": 12}}
    (target,) = Pool.from_data(data).at("run.target")
    assert target.unit is None
    # and a key with words of its own is not a point of comparison alone
    data = {"day": {"spend_usd": 40, "previous_visits": 12}}
    (visits,) = Pool.from_data(data).at("day.previous_visits")
    assert visits.unit is None
