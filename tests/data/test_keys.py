"""What keys and declarations say about numbers, read with the grammar's own lexicon."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground import Pool, Verdict, check
from numground.data.keys import read_declaration, read_key, words
from numground.data.pool import PoolError


@pytest.mark.parametrize(
    ("key", "unit", "scale"),
    [
        ("gust_kph_max", "km/h", 0),  # the unit word need not end the key
        ("avgSpeedKmh", "km/h", 0),  # camelCase
        ("revenue_usd_m", "USD", 6),  # m beside a currency: millions
        ("capex_mm", None, 6),  # ...or beside a money word
        ("elev_gain_m", "m", 0),  # ...else metres
        ("amount_cents", None, -2),
        ("cost_micros", None, -6),
        ("dose_mcg", "µg", 0),
        ("pm25_ugm3", "µg/m³", 0),
        ("ferritin_ug_l", "µg/L", 0),  # a mass per a volume
        ("import_usd_per_kwh", "USD/kWh", 0),
        ("growth_gb_per_day", "GB/d", 0),
        ("usage_wh", "Wh", 0),
        ("temp_min_c", "°C", 0),  # c after a temperature word
        ("attempt_c", None, 0),  # ...not after any other word
        ("revenue_prior_year", None, 0),  # a period, not a unit
        ("age_years", "yr", 0),
        ("avg_hr", None, 0),  # hr reads two ways
        ("km", None, 0),  # a unit alone is no unit key
        ("price_chf", "CHF", 0),
    ],
)
def test_a_key_is_read_with_the_grammar_lexicon(key: str, unit: str | None, scale: int) -> None:
    assert (read_key(key).unit, read_key(key).scale) == (unit, scale)


@pytest.mark.parametrize(
    ("key", "unit", "scale"),
    [
        # c: degrees beside a temperature word, or after only words of which reading
        ("high_c", "°C", 0), ("low_f", "°F", 0), ("setpoint_c", "°C", 0),
        ("max_allowed_c", "°C", 0), ("fever_threshold_c", "°C", 0),
        # ...cents beside a word of money or charge, and before a unit (a price)
        ("price_c", "¢", 0), ("standing_c_per_day", "¢/d", 0), ("peak_c_kwh", "¢/kWh", 0),
        ("supply_c_day", "¢/d", 0), ("attempt_c", None, 0), ("grade_c", None, 0),
        ("hba1c_pct", "%", 0),  # hba1, c, pct: a word that ends in c, no cents per percent
        # p: pence before per a unit or beside money, read as pounds scaled by -2
        ("export_p_per_kwh", "GBP/kWh", -2), ("standing_charge_p_per_day", "GBP/d", -2),
        ("price_p", "GBP", -2), ("latency_p95", None, 0),
        # m: minutes beside a duration word, metres beside a length word even after money
        ("resolve_m", "min", 0), ("wait_time_m", "min", 0), ("elevation_gain_m", "m", 0),
        ("net_elevation_gain_m", "m", 0), ("revenue_net_m", None, 6), ("depth_m", "m", 0),
        # a unit pair is one unit; a word after per is never the key's unit alone
        ("price_usd_per_kwh", "USD/kWh", 0), ("cost_eur_per_day", "EUR/d", 0),
        ("idle_fee_per_min", None, 0), ("energy_price_per_kwh", None, 0),
        ("efficiency_wh_per_km", "Wh/km", 0), ("avg_pace_s_per_km", "s/km", 0),
    ],
)
def test_ambiguous_suffixes_are_decided_by_the_keys_other_words(
        key: str, unit: str | None, scale: int) -> None:
    assert (read_key(key).unit, read_key(key).scale) == (unit, scale)


def test_a_temperature_key_grounds_its_conversion_and_flags_a_wrong_one() -> None:
    data = {"daily": [{"day": "Monday", "high_c": 43.3}], "thermostat": {"setpoint_c": 21.0}}
    assert check("Monday peaks at 110°F.", data).findings[0].verdict is Verdict.GROUNDED
    assert check("Monday peaks at 112°F.", data).findings[0].verdict is Verdict.INVENTED
    assert check("It is set to 70°F.", data).findings[0].verdict is Verdict.GROUNDED


def test_cents_and_pence_keys_read_as_money_and_catch_the_hundredfold_slip() -> None:
    cents = {"tariff": {"standing_c_per_day": 98.5}}
    assert check("Standing charge: $0.985 a day.", cents).findings[0].verdict is Verdict.GROUNDED
    slip = check("Standing charge: $98.50 a day.", cents).findings[0]
    assert slip.verdict is Verdict.UNIT_MISMATCH
    pence = {"tariff": {"peak_p_per_kwh": 27.03, "solar_kwh": 24.6, "prior_solar_kwh": 19.3}}
    assert check("Peak is £0.27 per kWh.", pence).findings[0].verdict is Verdict.GROUNDED
    # 27 pence is no 27% (read as a bare number it grounded one)
    assert check("Solar rose 40%.", pence).findings[0].verdict is not Verdict.GROUNDED
    assert check("Peak cost 27%.", pence).findings[0].verdict is Verdict.INVENTED


def test_a_price_per_unit_key_grounds_a_price_written_per_unit_in_words() -> None:
    data = {"plan": {"import_usd_per_kwh": 0.21}}
    assert check("You pay $0.21 per kWh.", data).findings[0].verdict is Verdict.GROUNDED
    assert check("You pay $0.21/kWh.", data).findings[0].verdict is Verdict.GROUNDED
    assert check("You pay $0.12 per kWh.", data).findings[0].verdict is Verdict.INVENTED


def test_a_minutes_key_grounds_minutes_not_metres() -> None:
    data = {"incidents": [{"service": "checkout", "resolve_m": 31}]}
    assert check("Resolved in 31 minutes.", data).findings[0].verdict is Verdict.GROUNDED
    assert check("Resolved in 13 minutes.", data).findings[0].verdict is Verdict.INVENTED


def test_words_split_every_naming_style() -> None:
    assert words("avgSpeedKmh") == ["avg", "speed", "kmh"]
    assert words("HTTPStatus_code") == ["http", "status", "code"]
    assert words("pm25-ugm3") == ["pm25", "ugm3"]


@pytest.mark.parametrize(
    ("text", "unit", "scale"),
    [
        ("USD thousands", "USD", 3),
        ("millions, except per-share data", None, 6),
        ("$bn", "USD", 9),
        ("in thousands of euros", "EUR", 3),
        ("Wh", "Wh", 0),
        ("gbp", "GBP", 0),
        ("approximately", None, 0),
    ],
)
def test_a_declaration_names_a_unit_and_a_scale(text: str, unit: str | None, scale: int) -> None:
    assert (read_declaration(text).unit, read_declaration(text).scale) == (unit, scale)


def _verdict(text: str, data: object, hints: object = None) -> Verdict:
    (f,) = [f for f in check(text, Pool.from_data(data, hints)).findings if f.token.kind == "claim"]
    return f.verdict


def test_a_key_scale_grounds_both_as_written_and_scaled() -> None:
    data = {"revenue_usd_m": 412.6}
    assert _verdict("Revenue was $412.6M.", data) is Verdict.GROUNDED
    assert _verdict("Revenue was 412.6.", data) is Verdict.GROUNDED
    assert _verdict("Revenue was $41.26M.", data) is Verdict.INVENTED  # still caught


def test_a_declared_scale_reaches_the_numbers_of_the_document() -> None:
    data = {"report": {"amounts_in": "USD thousands", "name": "May"},
            "channels": [{"net_revenue": 412.6}]}
    assert _verdict("Online made $412.6K.", data) is Verdict.GROUNDED
    assert _verdict("Online made $412.6M.", data) is Verdict.INVENTED  # thousands, not millions
    no_declaration = {"channels": [{"net_revenue": 412.6}]}
    assert _verdict("Online made $412.6K.", no_declaration) is Verdict.INVENTED


def test_a_percent_key_may_hold_a_fraction() -> None:
    assert _verdict("AAPL rose 2.2% today.", {"day_change_pct": 0.0217}) is Verdict.GROUNDED
    assert _verdict("AAPL rose 2.7% today.", {"day_change_pct": 0.0217}) is Verdict.INVENTED
    assert _verdict("Body fat is 21.7%.", {"body_fat_pct": 21.7}) is Verdict.GROUNDED


def test_a_declared_currency_reads_integer_amounts_as_minor_units() -> None:
    data = {"pots": [{"balance": 65000, "currency": "GBP", "deleted": False}]}
    assert _verdict("Your pot holds £650.", data) is Verdict.GROUNDED
    assert _verdict("Your pot holds $650.", data) is Verdict.UNIT_MISMATCH  # another currency
    assert _verdict("Your pot holds £6,500.", data) is Verdict.INVENTED
    floats = {"pots": [{"balance": 650.0, "currency": "GBP"}]}
    assert _verdict("Your pot holds £6.50.", floats) is Verdict.INVENTED  # no cents in a float


def test_hints_say_what_keys_cannot() -> None:
    data = {"t": [{"v": -86.5}], "mcap": 412.6}
    assert _verdict("The £86.50 ticket.", data) is Verdict.SIGN_INVERSION
    assert _verdict("The £86.50 ticket.", data, {"t[*].v": {"sign": "outflow"}}) is (
        Verdict.GROUNDED)
    assert _verdict("A cap of $412.6M.", data, {"mcap": {"scale": 1e6, "unit": "USD"}}) is (
        Verdict.GROUNDED)
    assert _verdict("A cap of $412.6M.", data) is Verdict.INVENTED
    pool = Pool.from_data({"share": 0.34}, {"share": {"unit": "%", "percent": "fraction"}})
    assert {e.value for e in pool.entries} == {Decimal("0.34"), Decimal("34")}


@pytest.mark.parametrize(
    ("hints", "message"),
    [
        ([1], "hints must be an object"),
        ({"*": {"colour": "red"}}, "unknown hint 'colour'"),
        ({"*": {"unit": "furlong"}}, "unknown unit 'furlong'"),
        ({"*": {"scale": 3}}, "scale must be a power of ten"),
        ({"*": {"sign": "maybe"}}, "sign must be"),
    ],
)
def test_bad_hints_are_one_line_errors(hints: object, message: str) -> None:
    with pytest.raises(PoolError, match=message):
        Pool.from_data({}, hints)


DIVIDENDS = {"statement": {"base_currency": "USD"},
             "cash_dividends": [{"symbol": "ASML", "quantity": 30, "currency": "EUR",
                                 "fx_rate_to_base": 1.0412, "gross_amount": 45.6,
                                 "net_amount_base": 40.36}]}


def test_base_amounts_are_in_the_base_currency_and_rates_and_quantities_in_none() -> None:
    units = {e.path: e.unit for e in Pool.from_data(DIVIDENDS).entries}
    assert units["cash_dividends[0].gross_amount"] == "EUR"  # the dividend's own currency
    assert units["cash_dividends[0].net_amount_base"] == "USD"  # the account's
    assert units["cash_dividends[0].fx_rate_to_base"] is None  # cash_dividends says money
    assert units["cash_dividends[0].quantity"] is None
    assert check("Net: $40.36.", DIVIDENDS).findings[0].verdict is Verdict.GROUNDED
    assert check("Net: €40.36.", DIVIDENDS).findings[0].verdict is Verdict.UNIT_MISMATCH
