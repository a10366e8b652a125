"""The verdict rules of SPEC §4, each in both directions, on hand-made tokens."""

from __future__ import annotations

from decimal import Decimal

import pytest

import numground
from numground.data.pool import Pool
from numground.judge.ground import Reading, readings
from numground.judge.lookup import judge, nearest_of
from numground.lex.tokens import Kind, Token
from numground.tables.verdicts import Verdict


def claim(
    text: str,
    value: str,
    step: str,
    unit: str | None = None,
    *,
    sign: str | None = None,
    cue: str | None = None,
    approx: bool = False,
    scale: str | None = None,
    kind: Kind = Kind.CLAIM,
) -> Token:
    """A token as the tokenizer would give it for ``text``."""
    return Token(
        text, 0, len(text), kind, Decimal(value), Decimal(step), unit,
        sign=sign, cue=cue, approx=approx, scale=scale,
    )  # fmt: skip


def verdict(token: Token, data: object, **options: Decimal) -> Verdict:
    return judge(token, Pool.from_data(data), **options).verdict


G, INV, MIS, INVENTED = (
    Verdict.GROUNDED,
    Verdict.SIGN_INVERSION,
    Verdict.UNIT_MISMATCH,
    Verdict.INVENTED,
)

# --- rounding: |x - r| <= step/2 ------------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "x", "expected"),
    [
        (claim("7.5", "7.5", "0.1"), 7.46, G),
        (claim("7", "7", "1"), 7.46, G),
        (claim("7", "7", "1"), 7.6, INVENTED),
        (claim("7.4", "7.4", "0.1"), 7.46, INVENTED),
        (claim("7.5", "7.5", "0.1"), 7.45, G),  # the half-step boundary is inside
        (claim("7.50", "7.50", "0.01"), 7.46, INVENTED),  # more digits, less slack
        (claim("12.3k", "12300", "100", scale="k"), 12345, G),
        (claim("12.3k", "12300", "100", scale="k"), 12400, INVENTED),
        (claim("1,200", "1200", "1"), 1187, INVENTED),
    ],
)
def test_rounding_to_the_digits_shown(token: Token, x: float, expected: Verdict) -> None:
    assert verdict(token, {"v": x}) == expected


# --- signs ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        (claim("−7.5", "-7.5", "0.1", sign="-"), G),
        (claim("7.5", "7.5", "0.1", cue="down"), G),
        (claim("7.5", "7.5", "0.1"), INV),
        (claim("+7.5", "7.5", "0.1", sign="+"), INV),
        (claim("7.5", "7.5", "0.1", cue="up"), INV),
        (claim("−7", "-7", "1", sign="-"), G),
        (claim("−7.4", "-7.4", "0.1", sign="-"), INVENTED),
    ],
)
def test_pool_negative(token: Token, expected: Verdict) -> None:
    assert verdict(token, {"tsb": -7.5}) == expected


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        (claim("7.5", "7.5", "0.1"), G),
        (claim("+7.5", "7.5", "0.1", sign="+"), G),
        (claim("7.5", "7.5", "0.1", cue="down"), G),  # x >= 0 grounds an unsigned claim
        (claim("−7.5", "-7.5", "0.1", sign="-"), INV),
    ],
)
def test_pool_positive(token: Token, expected: Verdict) -> None:
    assert verdict(token, {"tsb": 7.5}) == expected


def test_sign_inversion_names_the_entry() -> None:
    match = judge(claim("7.5", "7.5", "0.1"), Pool.from_data({"metrics": {"tsb": -7.5}}))
    assert match.verdict == INV
    assert match.sources == ("metrics.tsb",)


def test_zero_has_no_sign() -> None:
    assert verdict(claim("0", "0", "1"), {"tsb": -0.3}) == G
    assert verdict(claim("0", "0", "1"), {"tsb": -0.6}) == INVENTED


# --- percentages ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"change": 12}, G),
        ({"change_pct": 12}, G),
        ({"change": 0.12}, G),
        ({"change": 0.1249}, G),
        ({"change": 0.126}, INVENTED),
        ({"weight_kg": 0.12}, INVENTED),  # the fraction reading wants a bare number
        ({"change": 13}, INVENTED),
    ],
)
def test_percent_reads_as_value_and_fraction(data: object, expected: Verdict) -> None:
    assert verdict(claim("12%", "12", "1", "%"), data) == expected


def test_percent_readings() -> None:
    assert readings(claim("12.5%", "12.5", "0.1", "%")) == (
        Reading(Decimal("12.5"), Decimal("0.1"), "%"),
        Reading(Decimal("0.125"), Decimal("0.001"), None, bare=True),
    )


# --- units ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "data", "expected"),
    [
        (claim("6.2 mi", "6.2", "0.1", "mi"), {"distance_km": 10}, G),
        (claim("6.3 mi", "6.3", "0.1", "mi"), {"distance_km": 10}, INVENTED),
        (claim("10 km", "10", "1", "km"), {"distance_mi": 6.2}, G),
        (claim("10,000 m", "10000", "1", "m"), {"distance_km": 10}, G),
        (claim("98.6°F", "98.6", "0.1", "°F"), {"temp_c": 37}, G),
        (claim("37°C", "37", "1", "°C"), {"temp_f": 98.6}, G),
        (claim("8:05/mi", "485", "1", "s/mi"), {"pace_s_per_km": 301.4}, G),
        (claim("8:05/mi", "485", "1", "s/mi"), {"pace_s_per_km": 305}, INVENTED),
        (claim("1.5 h", "1.5", "0.1", "h"), {"moving_min": 90}, G),
        (claim("14.2 km", "14.2", "0.1", "km"), {"total": 14.2}, G),  # unitless entry
        (claim("52", "52", "1"), {"resting_hr_bpm": 52}, G),  # unitless claim
        (claim("52 bpm", "52", "1", "bpm"), {"resting_hr_bpm": 52}, G),
        (claim("52 kg", "52", "1", "kg"), {"resting_hr_bpm": 52}, MIS),
        (claim("$1.2M", "1200000", "100000", "USD", scale="M"), {"revenue_eur": 1.2e6}, MIS),
        (claim("$1.2M", "1200000", "100000", "USD", scale="M"), {"revenue_usd": 1.2e6}, G),
        (claim("300 s", "300", "1", "s"), {"pace_s_per_km": 300}, MIS),  # duration vs pace
    ],
)
def test_units(token: Token, data: object, expected: Verdict) -> None:
    assert verdict(token, data) == expected


def test_unit_mismatch_only_when_nothing_compatible_grounds() -> None:
    data = {"resting_hr_bpm": 52, "weight_kg": 52.2}
    assert verdict(claim("52 kg", "52", "1", "kg"), data) == G
    match = judge(claim("52 kg", "52", "1", "kg"), Pool.from_data({"resting_hr_bpm": 52}))
    assert match.sources == ("resting_hr_bpm",)


def test_five_k_reads_as_five_kilometres() -> None:
    five_k = claim("5K", "5000", "1000", scale="K")
    assert verdict(five_k, {"distance_km": 5}) == G
    assert verdict(five_k, {"distance_km": 5.4}) == G  # step 1 km
    assert verdict(five_k, {"distance_km": 5.6}) == INVENTED
    assert verdict(five_k, {"steps": 5000}) == G
    assert len(readings(claim("5.5K", "5500", "100", scale="K"))) == 1  # not an integer
    assert len(readings(claim("5k km", "5000", "1000", "km", scale="k"))) == 1  # has a unit


# --- hedges ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("x", "approx", "expected"),
    [
        (1187, True, G),
        (1187, False, INVENTED),
        (1260, True, G),  # 60 <= 0.05 * 1260
        (1270, True, INVENTED),  # 70 > 0.05 * 1270
        (1143, True, G),  # 57 <= 0.05 * 1143 = 57.15
        (1142, True, INVENTED),  # 58 > 57.1
    ],
)
def test_approx_tolerance_relative_to_the_entry(x: int, approx: bool, expected: Verdict) -> None:
    assert verdict(claim("~1,200", "1200", "1", approx=approx), {"kcal": x}) == expected


def test_approx_tolerance_is_an_option() -> None:
    hedged = claim("~1,200", "1200", "1", approx=True)
    assert verdict(hedged, {"kcal": 1187}, tolerance=Decimal("0.001")) == INVENTED
    assert verdict(hedged, {"kcal": 900}, tolerance=Decimal("0.5")) == G
    assert verdict(hedged, {"kcal": 1e9}, tolerance=Decimal("1")) == G  # unbounded window
    assert verdict(hedged, {"kcal": -1200}, tolerance=Decimal("1")) == INV


# --- vetoes, order, nearest -----------------------------------------------------------------


@pytest.mark.parametrize("kind", [k for k in Kind if k is not Kind.CLAIM])
def test_non_claims_are_vetoed(kind: Kind) -> None:
    token = Token("7", 0, 1, kind, Decimal(7), Decimal(1))
    assert verdict(token, {"v": 7}) == Verdict.VETOED
    assert verdict(claim("7", "7", "1"), {"v": 7}) == G  # the other direction


def test_claim_without_value_is_vetoed() -> None:
    assert verdict(Token("7", 0, 1, Kind.CLAIM), {"v": 7}) == Verdict.VETOED


def test_verdict_order() -> None:
    seven = claim("7.5", "7.5", "0.1")
    assert verdict(seven, {"a": -7.5, "b": 7.5}) == G
    assert verdict(seven, {"a": -7.5, "b_kg": 7.5}) == G  # unitless claim fits kg
    kilos = claim("7.5 kg", "7.5", "0.1", "kg")
    assert verdict(kilos, {"a_kg": -7.5, "b_bpm": 7.5}) == INV
    assert verdict(kilos, {"b_bpm": 7.5, "c_kg": 9}) == MIS
    assert verdict(kilos, {"c_kg": 9}) == INVENTED
    assert verdict(kilos, {}) == INVENTED


def test_nearest_explains_a_flag() -> None:
    pool = Pool.from_data({"a": 10, "b": 12.4, "c": 30, "d": 11.8, "e_km": 14})
    match = judge(claim("13", "13", "1"), pool)
    assert match.verdict == INVENTED
    assert [(n.path, n.miss) for n in match.nearest] == [  # entries without a unit first
        ("b", Decimal("-0.6")),
        ("d", Decimal("-1.2")),
        ("a", Decimal(-3)),
    ]
    assert judge(claim("12.4", "12.4", "0.1"), pool).nearest == ()  # grounded: nothing to explain


def test_nearest_ranks_the_claims_dimension_first() -> None:
    pool = Pool.from_data({"fouls": 13, "laps": 12, "distance_km": 20, "time_s": 14})
    match = judge(claim("13.4 km", "13.4", "0.1", "km"), pool)
    assert match.verdict == INVENTED
    paths = [n.path for n in match.nearest]
    assert paths[0] == "distance_km"  # far off, but a distance: ranked before closer counts
    assert "fouls" in paths[1:]
    unitless = judge(claim("13.4", "13.4", "0.1"), pool)
    assert [n.path for n in unitless.nearest][:2] == ["fouls", "laps"]


def test_nearest_is_in_the_claims_unit() -> None:
    match = judge(claim("7 mi", "7", "1", "mi"), Pool.from_data({"distance_km": 10}))
    assert match.verdict == INVENTED
    (near,) = match.nearest
    assert (near.path, near.value, near.unit) == ("distance_km", Decimal(10), "km")
    assert abs(near.miss - Decimal("-0.786")) < Decimal("0.001")


def test_look_up_uses_the_index_not_a_scan() -> None:
    pool = Pool.from_data({"tsb": -7.5, "distance_km": 10})
    pool.entries = ()  # judge must not need the flat list
    assert judge(claim("−7.5", "-7.5", "0.1", sign="-"), pool).verdict == G
    assert judge(claim("6.2 mi", "6.2", "0.1", "mi"), pool).verdict == G


def test_large_pool_many_claims() -> None:
    pool = Pool.from_data({"v": [i / 10 for i in range(200_000)]})
    for i in range(0, 20_000, 7):
        assert judge(claim("x", str(Decimal(i) / 10), "0.1"), pool).verdict == G


def test_extreme_values_do_not_raise() -> None:
    huge = Token("1e999999", 0, 8, Kind.CLAIM, Decimal("1e999999"), Decimal("1e999999"))
    assert verdict(huge, {"v": 10**400, "w": 1e-300}) == INVENTED
    tiny = Token("1e-999999", 0, 9, Kind.CLAIM, Decimal("1e-999999"), Decimal("1e-999999"))
    assert verdict(tiny, {"v": 0}) == INVENTED  # 1e-999999 is more than half its step from 0


# ------------------------------------------ what a flag says (from test_lookup_explains.py)
# The scale slip said as one; the nearest entries a reader can use.

CENTS_POOL = {"currency": "usd", "fees_cents": 31240, "gross_cents": 1298400}


def test_cents_read_as_dollars_is_said_as_a_scale_slip() -> None:
    (f,) = numground.check("Processing fees came to $31,240 this month.", CENTS_POOL).findings
    assert f.verdict is Verdict.UNIT_MISMATCH
    assert f.sources == ("fees_cents",)
    assert f.how is not None and "31,240 in minor units = 312.40 USD" in f.how
    (g,) = numground.check("Processing fees came to $312.40 this month.", CENTS_POOL).findings
    assert g.verdict is Verdict.GROUNDED  # the twin: read in minor units
    (h,) = numground.check("Processing fees came to $41,240 this month.", CENTS_POOL).findings
    assert h.verdict is Verdict.INVENTED and h.how is None  # no field gives it either way


def test_nearest_never_lists_a_code_an_id_or_a_description() -> None:
    pool = {"panel": [{"code": "1742-6", "id": 1744, "name": "ALT 1745 panel",
                       "value_u_l": 58, "ref_high": 56}]}
    (f,) = numground.check("ALT came back at 1743 U/L.", pool).findings
    assert f.verdict.is_invention
    listed = [n.path for n in f.nearest]
    assert listed and not {"panel[0].code", "panel[0].id", "panel[0].name"} & set(listed)


def test_nearest_lists_what_the_words_name_first() -> None:
    pool = numground.Pool.from_data({"weight": 82.4, "height": 80.1, "age": 80.9})
    (token,) = numground.tokenize("80.3")
    plain = [n.path for n in nearest_of(pool, token, None)]
    assert plain[0] == "height"  # nearest in value
    named = [n.path for n in nearest_of(pool, token, None, {"weight": 1.2, "age": 0.1})]
    assert named[0] == "weight"  # what the words name comes first; a faint name does not
