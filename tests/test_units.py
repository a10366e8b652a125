"""Unit knowledge: dimensions, conversions, key suffixes, and Pint staying lazy."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from decimal import Decimal

import pytest

from numground.data.keys import read_key
from numground.tables import units
from numground.tables.units import UNITS, compatible, convert, dimension


def test_every_canonical_symbol_the_tokenizer_emits_is_known() -> None:
    emitted = ["%", "bpm", "km", "mi", "m", "ft", "kg", "lb", "g", "s", "min", "h", "ms",
               "kcal", "kJ", "W", "°C", "°F", "USD", "EUR", "GBP", "s/km", "s/mi", "x"]  # fmt: skip
    assert [s for s in emitted if s not in UNITS] == []


def test_table_dimensions_agree_with_pint() -> None:
    """A foreign symbol Pint knows must land in the same dimension as ours."""
    import pint  # a dependency of numground

    registry = pint.UnitRegistry()
    for unit in UNITS.values():
        if unit.pint is None or unit.dimension == "[information]":
            continue
        theirs = str(registry.Quantity(1, unit.pint).dimensionality)
        assert units._canonical(units._exponents(theirs)) == dimension(unit.symbol), unit


@pytest.mark.parametrize(
    ("value", "src", "dst", "expected", "within"),
    [
        ("10", "km", "mi", "6.21371", "0.00001"),
        ("6.2", "mi", "km", "9.97793", "0.00001"),
        ("1", "h", "s", "3600", "0"),
        ("90", "min", "h", "1.5", "0"),
        ("100", "°C", "°F", "212", "0.000000001"),
        ("-40", "°C", "°F", "-40", "0.000000001"),
        ("98.6", "°F", "°C", "37", "0.000000001"),
        ("485", "s/mi", "s/km", "301.36", "0.01"),
        ("1", "kcal", "kJ", "4.184", "0"),
        ("1", "GB", "MB", "1000", "0"),
        ("2.2046226", "lb", "kg", "1", "0.0000001"),
    ],
)
def test_convert(value: str, src: str, dst: str, expected: str, within: str) -> None:
    assert abs(convert(Decimal(value), src, dst) - Decimal(expected)) <= Decimal(within)


def test_currencies_never_convert() -> None:
    assert not compatible("USD", "EUR")
    assert not compatible("GBP", "USD")
    with pytest.raises(ValueError, match="USD"):
        convert(Decimal(1), "USD", "EUR")


def test_different_dimensions_do_not_convert() -> None:
    assert not compatible("kg", "bpm")
    assert not compatible("%", "x")
    assert not compatible("s", "s/km")  # a duration is not a pace
    with pytest.raises(ValueError):
        convert(Decimal(52), "bpm", "kg")


def test_no_unit_is_compatible_with_any_unit() -> None:
    for symbol in ("km", "USD", "%", "°C", "widgets", None):
        assert compatible(None, symbol)
        assert compatible(symbol, None)
    assert convert(Decimal("7.5"), None, "km") == Decimal("7.5")
    assert dimension(None) is None


def test_foreign_symbol_pint_knows_joins_its_dimension() -> None:
    assert dimension("yd") == dimension("km") == "[length]"
    assert compatible("yd", "mi")
    assert abs(convert(Decimal(1760), "yd", "mi") - 1) < Decimal("1e-9")


def test_foreign_symbol_pint_cannot_parse_is_its_own_dimension() -> None:
    assert compatible("widgets", "widgets")
    assert not compatible("widgets", "km")
    assert not compatible("widgets", "gadgets")
    assert convert(Decimal(3), "widgets", "widgets") == 3


def test_each_factor_is_computed_once() -> None:
    convert(Decimal(1), "ft", "cm")
    before = units._affine.cache_info()
    convert(Decimal(2), "ft", "cm")
    after = units._affine.cache_info()
    assert after.hits == before.hits + 1
    assert after.misses == before.misses


def test_checking_same_unit_claims_never_imports_pint() -> None:
    """Pint costs a registry load: only a real conversion may pay for it."""
    code = textwrap.dedent(
        """
        import sys
        from decimal import Decimal
        from numground import report
        from numground.tables import units
        from numground.data import pool
        from numground.judge import lookup as match
        from numground import check
        from numground.lex.tokens import Kind, Token
        p = pool.Pool.from_data({"distance_km": 14.2, "hr_bpm": 52, "tsb": -7.5})
        t = Token("14.2 km", 0, 7, Kind.CLAIM, Decimal("14.2"), Decimal("0.1"), "km")
        assert match.judge(t, p).verdict == "grounded"
        assert units.dimension("°C") == "[temperature]"
        assert units.KEY_SPELLINGS["s_per_km"] == "s/km"
        assert "pint" not in sys.modules, "pint imported"
        """
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize(
    ("key", "unit"),
    [
        ("distance_km", "km"),
        ("Distance_KM", "km"),
        ("elapsed-min", "min"),
        ("splits_s", "s"),
        ("moving_time_sec", "s"),
        ("resting_hr_bpm", "bpm"),
        ("weight_kg", "kg"),
        ("weight_lbs", "lb"),
        ("body_fat_pct", "%"),
        ("share_percent", "%"),
        ("active_kcal", "kcal"),
        ("avg_power_w", "W"),
        ("latency_ms", "ms"),
        ("elev_gain_m", "m"),
        ("long_run_mi", "mi"),
        ("sleep_hours", "h"),
        ("pace_s_per_km", "s/km"),
        ("pace_min_per_mi", "min/mi"),
        ("temp_c", "°C"),
        ("skin_temp_f", "°F"),
        ("revenue_usd", "USD"),
        # No unit: no suffix, a bare unit name, or a suffix that reads two ways.
        ("tsb", None),
        ("km", None),
        ("avg_hr", None),
        ("max_hrs", None),
        ("attempt_c", None),
        ("peak_g", None),
        ("steps", None),
        ("", None),
    ],
)
def test_unit_for_key(key: str, unit: str | None) -> None:
    assert read_key(key).unit == unit


def test_key_spellings_map_to_known_symbols() -> None:
    assert sorted(set(units.KEY_SPELLINGS.values()) - set(UNITS)) == []


def _grammar_unit_aliases() -> dict[str, set[str]]:
    """Every alias of the grammar's unit, period and per rules (``u_km``,
    ``w_d``, ``r_ml``), by the file that spells it."""
    from numground.lex.grammar import definitions

    found: dict[str, set[str]] = {}
    for file, rule in (("units", "unit"), ("units", "per"), ("windows", "period")):
        for alt in definitions(file).alternatives(rule):
            assert alt.alias is not None and len(alt.expansion) == 1, (rule, alt)
            found.setdefault(file, set()).add(alt.alias)
    return found


def _roles_and_names() -> set[tuple[str, str]]:
    out = set()
    for aliases in _grammar_unit_aliases().values():
        for alias in aliases:
            role, _, name = alias.partition("_")
            out.add((role, name))
    return out


def test_every_unit_alias_of_the_grammar_names_a_row() -> None:
    """One way of the mapping: each spelling the grammar reads after a number
    names a row of the table by the row's declared ``grammar`` name."""
    found = _roles_and_names()
    assert len(found) > 80
    assert {role for role, _ in found} == {"u", "w", "r"}
    declared = {u.grammar for u in units.ROWS}
    assert sorted(name for _, name in found if name not in declared) == []
    with pytest.raises(KeyError):
        units.named("furlong")  # no silent fallback to the alias's name


def test_every_row_prose_writes_has_a_grammar_spelling() -> None:
    """The other way: a row with a ``grammar`` name is spelled by some
    alternative of the grammar, and a row without one is reached otherwise."""
    spelled = {name for _, name in _roles_and_names()}
    named = {u.symbol: u.grammar for u in units.ROWS if u.grammar is not None}
    assert sorted(s for s, name in named.items() if name not in spelled) == []
    unnamed = sorted(u.symbol for u in units.ROWS if u.grammar is None)
    assert unnamed == ["s/km", "s/mi", "µg/m³"]  # paces (transform), a unit per a unit


def test_the_transformer_reads_units_through_the_declared_names(monkeypatch) -> None:
    from numground import tokenize

    assert [t.unit for t in tokenize("7 km/h, 3 L/min and 20 µg")] == ["km/h", "L/min", "µg"]
    monkeypatch.setattr(units, "_BY_GRAMMAR", {**units._BY_GRAMMAR, "km_per_h": "mph"})
    assert tokenize("7 km/h")[0].unit == "mph"  # the name, not a spelling rule, decides


def test_every_row_is_reachable() -> None:
    """A row is read from prose (a grammar alias or a sign before the number),
    from a data key, or is a pace the grammar's pace rules write."""
    reached = {units.named(name) for _, name in _roles_and_names()}
    reached |= set(units.KEY_SPELLINGS.values())
    reached |= {units.currency_of(sign) for row in units.ROWS for sign in row.signs}
    reached |= {"s/km", "s/mi"}  # transform.pace_km / pace_mi
    assert sorted(set(UNITS) - reached) == []


def test_every_currency_read_before_a_number_is_a_rows_sign() -> None:
    """CURRENCY (``_CUR`` of grammar/shared.lark) and the table's ``signs``:
    every currency read before a number names a row (the transformer looks it
    up), and every sign of the table is read, but the codes of currencies
    that prose writes after the number only."""
    from regexes import language

    from numground.lex.grammar import definitions

    read = language(definitions("shared").terminals["_CUR"])
    assert read is not None and {"$", "€", "USD", "A$"} <= read
    assert sorted(s for s in read if units.currency_of(s) not in units.CURRENCIES) == []
    signs = {sign for row in units.ROWS for sign in row.signs}
    assert sorted(signs - read) == ["BTC", "CNY", "ETH", "PLN", "SEK", "SOL"]


def test_a_rate_is_a_unit_per_unit_of_time_of_its_own_dimension() -> None:
    assert not compatible("GB/d", "%/d")  # Pint saw both as 1/time (issue 13)
    assert not compatible("GB/d", "GB")
    assert compatible("MB/d", "GB/d") and compatible("L/min", "mL/h")
    assert convert(Decimal(9800), "MB/d", "GB/d") == Decimal("9.8")
    assert convert(Decimal(2), "L/min", "mL/min") == 2000
    with pytest.raises(ValueError):
        convert(Decimal(1), "GB/d", "%/d")


def test_additivity_is_a_row_property() -> None:
    assert units.additive("km") and units.additive("USD") and units.additive(None)
    assert not units.additive("bpm") and not units.additive("°C") and not units.additive("%")
    assert not units.additive("s/km") and not units.additive("GB/d")


def test_bare_degrees_compare_with_any_temperature_unconverted() -> None:
    from decimal import Decimal

    from numground.tables.units import compatible, convert

    assert compatible("°", "°F") and compatible("°C", "°")
    assert not compatible("°", "km") and not compatible("°", "%")
    assert convert(Decimal(70), "°", "°F") == 70 and convert(Decimal(21), "°C", "°") == 21
