"""Derivations: each kind grounds what it should, and no more (both directions)."""

from __future__ import annotations

from decimal import Decimal

from numground import Verdict, check

POOL = {
    "resting_hr_bpm": 51,
    "resting_hr_baseline_bpm": 47,
    "workouts": [{"distance_km": 10}, {"distance_km": 5.5}, {"distance_km": 8}],
    "sleep": {"deep_min": 80, "rem_min": 95, "light_min": 230},
    "this_week": {"revenue": 1200}, "last_week": {"revenue": 1000},
}


def _verdict(text: str, derive: bool = True) -> Verdict:
    (finding,) = [f for f in check(text, POOL, derive=derive).findings
                  if f.token.kind == "claim"]
    return finding.verdict


def test_difference_needs_a_comparison_word() -> None:
    assert _verdict("Resting HR is up 4 bpm on baseline.") is Verdict.DERIVED
    assert _verdict("Resting HR is 4 bpm higher than baseline.") is Verdict.DERIVED
    assert _verdict("Resting HR: 4 bpm.") is Verdict.INVENTED  # no comparison: no difference


def test_percent_change_of_cousins() -> None:
    assert _verdict("Revenue rose 20% week over week.") is Verdict.DERIVED
    assert _verdict("Revenue rose 35% week over week.") is Verdict.INVENTED


def test_share_of_a_sibling_sum() -> None:
    assert _verdict("Deep sleep was 20% of the night.") is Verdict.DERIVED
    assert _verdict("Deep sleep was 30% of the night.") is Verdict.INVENTED


def test_a_change_is_not_a_share() -> None:
    # 80/95 = 84% is a share of siblings, but "up 84%" states a change
    assert _verdict("Deep sleep is 84% of REM.") is Verdict.DERIVED
    assert _verdict("Deep sleep is up 84%.") is Verdict.INVENTED


def test_sum_and_mean_of_a_list_field() -> None:
    assert _verdict("You ran 23.5 km in total.") is Verdict.DERIVED
    assert _verdict("You ran 7.8 km on average.") is Verdict.DERIVED
    assert _verdict("You ran 25.5 km in total.") is Verdict.INVENTED


def test_the_finding_says_how() -> None:
    (f,) = check("Resting HR is up 4 bpm on baseline.", POOL).findings
    assert f.how == "4 bpm = resting_hr_bpm (51) − resting_hr_baseline_bpm (47)"
    assert set(f.sources) == {"resting_hr_bpm", "resting_hr_baseline_bpm"}


def test_derivations_off_flags_them() -> None:
    assert _verdict("Resting HR is up 4 bpm on baseline.", derive=False) is Verdict.INVENTED


def test_unrelated_entries_are_not_combined() -> None:
    # 51 (bpm) and 10 (km) are not of one dimension; 95 − 47 mixes min and bpm
    assert _verdict("HR is up 41 bpm.") is Verdict.INVENTED
    assert _verdict("HR is up 48 bpm.") is Verdict.INVENTED


def test_a_sign_inversion_beats_a_derivation() -> None:
    pool = {"volume_pct": -1.2, "organic_pct": 3.8, "price_mix_pct": 5.0}
    (f,) = check("Volumes grew 1.2%.", pool).findings
    assert f.verdict is Verdict.SIGN_INVERSION  # 5.0 − 3.8 = 1.2 is a coincidence here


# --------------------------------------------------- computed from the prose
PROSE_POOL = {"hrv_avg_ms": 62, "previous_month": {"avg_hrv_ms": 57.5}, "goal_kg": 85.0,
              "weight_kg": 89.1, "spent_usd": 3520.75, "income_usd": 5400}


def _prose(text: str, pool: dict = PROSE_POOL) -> dict[str, Verdict]:
    return {f.token.text: f.verdict for f in check(text, pool).findings}


def test_a_difference_of_two_numbers_of_its_sentence() -> None:
    found = _prose("HRV averaged 62 ms, up 4.5 ms on July's 57.5 ms.")
    assert found["4.5 ms"] is Verdict.DERIVED
    assert _prose("HRV averaged 62 ms, up 5.5 ms on July's 57.5 ms.")["5.5 ms"] is Verdict.INVENTED


def test_prose_operands_reach_one_sentence_back() -> None:
    assert _prose("HRV averaged 62 ms. Since July: 4.5 ms.")["4.5 ms"] is Verdict.INVENTED
    assert _prose("At 89.1 kg, 4.1 kg to go to reach 85.0 kg.")["4.1 kg"] is Verdict.DERIVED
    # a difference may take one operand from the sentence before...
    assert _prose("At 89.1 kg.\n4.1 kg to go to reach 85.0 kg.")["4.1 kg"] is Verdict.DERIVED
    # ...but not from two sentences back (entries unrelated, so the pool cannot derive it)
    unrelated = {"weight_kg": 89.1, "goal": {"target_kg": 85.0}}
    assert _prose("At 89.1 kg. Good.\n4.1 kg to go to reach 85.0 kg.", unrelated)["4.1 kg"] is (
        Verdict.INVENTED)
    assert _prose("At 89.1 kg.\n4.1 kg to go to reach 85.0 kg.", unrelated)["4.1 kg"] is (
        Verdict.DERIVED)


def test_a_prose_change_or_share_stays_in_its_sentence() -> None:
    pool = {"spent": {"sept_usd": 3520.75}, "income": {"monthly_usd": 5400}}  # unrelated
    assert _prose("Spent $3,520.75 of $5,400, 65% of it.", pool)["65%"] is Verdict.DERIVED
    assert _prose("Spent $3,520.75. Income $5,400, 65% of it.", pool)["65%"] is (
        Verdict.INVENTED)


def test_a_derived_claim_is_an_operand_in_turn() -> None:
    pool = {"returns": 129, "orders_shipped": 2140, "return_rate_prev_pct": 5.1}
    found = _prose("129 returns of 2,140 orders, a rate of 6.0%, up 0.9 points from 5.1%.", pool)
    assert found["6.0%"] is Verdict.DERIVED  # 129 / 2,140
    assert found["0.9"] is Verdict.DERIVED  # 6.0 − 5.1, with 6.0% derived first
    found = _prose("129 returns of 2,140 orders, a rate of 6.0%, up 1.4 points from 5.1%.", pool)
    assert found["1.4"] is Verdict.INVENTED


def test_a_number_computed_from_a_flagged_one_is_judged_by_its_arithmetic() -> None:
    # 70 is not in the pool and stays flagged; 12.5 is right given it: one slip, one flag
    found = _prose("HRV averaged 70 ms, up 12.5 ms on July's 57.5 ms.")
    assert found["70 ms"] is Verdict.INVENTED
    assert found["12.5 ms"] is Verdict.DERIVED
    # the twin: arithmetic that does not hold is still flagged
    assert _prose("HRV averaged 70 ms, up 13.5 ms on July's 57.5 ms.")["13.5 ms"] is (
        Verdict.INVENTED)
    # only within its sentence: a flagged number of the sentence before is no operand
    assert _prose("HRV averaged 70 ms.\nThat is 12.5 ms more than July's 57.5 ms.")[
        "12.5 ms"] is Verdict.INVENTED


def test_a_flagged_claim_is_never_computed_from_itself() -> None:
    # "$412.6M" is not "$412.6M + $12.6K" rounded: a claim is no operand of its own
    pool = {"revenue_usd_thousands": 412.6, "delta_usd_thousands": 12.6}
    found = _prose("Revenue was $412.6M (+$12.6K).", pool)
    assert found["$412.6M"] is Verdict.UNIT_MISMATCH or found["$412.6M"] is Verdict.INVENTED


def test_a_plus_sign_writes_a_rise() -> None:
    pool = {"opening_balance_eur": 2843.17, "closing_balance_eur": 3268.22}
    text = "Balance went from €2,843.17 to €3,268.22 ({}€425.05)."
    assert _prose(text.format("+"), pool)["+€425.05"] is Verdict.DERIVED
    # the twin: a plus sign on a fall is a sign inversion, and unsigned it is no change
    flipped = {"opening_balance_eur": 3268.22, "closing_balance_eur": 2843.17}
    text = "Balance went from €3,268.22 to €2,843.17 ({}€425.05)."
    assert _prose(text.format("+"), flipped)["+€425.05"] is Verdict.SIGN_INVERSION
    assert _prose(text.format(""), pool)["€425.05"] is Verdict.INVENTED


def test_prose_percent_change_and_share() -> None:
    found = _prose("You spent $3,520.75 of your $5,400 income, 65% of it.")
    assert found["65%"] is Verdict.DERIVED
    assert _prose("You spent $3,520.75 of your $5,400 income, 71% of it.")["71%"] is (
        Verdict.INVENTED)


def test_prose_needs_one_dimension() -> None:
    # 89.1 kg − 57.5 ms is no number
    assert _prose("At 89.1 kg and 57.5 ms, 31.6 kg.")["31.6 kg"] is Verdict.INVENTED


def test_prose_derivations_follow_the_derive_switch() -> None:
    text = "HRV averaged 62 ms, up 4.5 ms on July's 57.5 ms."
    found = {f.token.text: f.verdict for f in check(text, PROSE_POOL, derive=False).findings}
    assert found["4.5 ms"] is Verdict.INVENTED


def test_prose_finding_says_how() -> None:
    (f,) = [f for f in check("HRV averaged 62 ms, up 4.5 ms on July's 57.5 ms.",
                             PROSE_POOL).findings if f.verdict is Verdict.DERIVED]
    assert f.how == "4.5 ms = 62 ms − 57.5 ms"


def test_temperatures_are_not_differenced_across_units() -> None:
    pool = {"peak_temp_c": 38.9, "now_temp_c": 37.4}
    found = _prose("It peaked at 38.9 °C (102.0 °F) and is now 37.4 °F.", pool)
    assert found["37.4 °F"] is not Verdict.DERIVED  # 38.9 °C − 102.0 °F is one quantity twice
    found = _prose("It peaked at 38.9 °C and is now 37.4 °C, 1.5 °C lower.", pool)
    assert found["1.5 °C"] is Verdict.DERIVED  # a difference in the readings' own unit


# --------------------------------------------------------- time between
INCIDENT = {"started_at": "2025-08-19T13:58:00Z", "detected_at": "2025-08-19T14:07:00Z",
            "resolved_at": "2025-08-19T15:31:00Z", "other": {"at": "2025-08-19T10:00:00Z"}}


def test_time_between_related_timestamps() -> None:
    assert _verdict_in("Detected 9 minutes after onset.", INCIDENT) is Verdict.DERIVED
    assert _verdict_in("Resolved in 1 h 33 min.", INCIDENT) is Verdict.DERIVED
    assert _verdict_in("Detected 11 minutes after onset.", INCIDENT) is Verdict.INVENTED


def test_time_between_needs_related_timestamps() -> None:
    # other.at is no sibling nor cousin of started_at: 3 h 58 min is not derived
    assert _verdict_in("It began 3 h 58 min later.", INCIDENT) is Verdict.INVENTED


def test_timestamps_are_instants_not_entries() -> None:
    from numground import Pool

    pool = Pool.from_data(INCIDENT)
    assert [p for p, _ in pool.instants] == ["started_at", "detected_at", "resolved_at",
                                             "other.at"]
    assert not pool.entries  # a timestamp holds no citable number
    assert not Pool.from_data({"day": "2025-08-19"}).instants  # a date is no instant


def _verdict_in(text: str, pool: dict) -> Verdict:
    (f,) = [f for f in check(text, pool).findings if f.token.kind == "claim"]
    return f.verdict


# ------------------------------------------------------------ what adds up
def test_a_share_of_a_list_total() -> None:
    pool = {"workouts": [{"distance_km": 10}, {"distance_km": 5.5}, {"distance_km": 8}]}
    assert _verdict_in("The first run was 43% of the week.", pool) is Verdict.DERIVED
    assert _verdict_in("The first run was 47% of the week.", pool) is Verdict.INVENTED


def test_rates_do_not_add_up() -> None:
    pool = {"workouts": [{"avg_hr_bpm": 139}, {"avg_hr_bpm": 158}, {"avg_hr_bpm": 146}]}
    assert _verdict_in("The first run's HR was 31% of the week's.", pool) is Verdict.INVENTED
    assert _verdict_in("Heart rate totalled 443 bpm.", pool) is Verdict.INVENTED
    assert _verdict_in("Heart rate averaged 148 bpm.", pool) is Verdict.DERIVED  # a mean is fine


def test_a_hedge_does_not_widen_a_derivation() -> None:
    pool = {"nights": [{"hrv_ms": 46}, {"hrv_ms": 65}]}  # (65 − 46) / 46 = 41.3%
    assert _verdict_in("HRV was about 41% lower.", pool) is Verdict.DERIVED
    assert _verdict_in("HRV was about 42% lower.", pool) is Verdict.INVENTED


def test_an_amount_per_counted_thing() -> None:
    pool = {"orders": 512, "revenue": 31744.0, "refunds_usd": 842, "days_to_full": 19,
            "alerts_fired": 7}
    assert _verdict_in("Average order value was $62.00.", pool) is Verdict.DERIVED
    assert _verdict_in("Average order value was $64.00.", pool) is Verdict.INVENTED
    # two counts: 19 / 7 = 2.7 is no average of anything
    assert _verdict_in("Lag was 2.7 ms.", pool) is Verdict.INVENTED


def test_a_prose_sum_needs_quantities_that_add() -> None:
    pool = {"transactions": [{"amount": 489.20}, {"amount": 58.12}, {"amount": 312.80}]}
    found = _prose("Travel was $489.20 and $312.80, so $802.00 in all.", pool)
    assert found["$802.00"] is Verdict.DERIVED
    pool = {"a": {"hr_bpm": 51}, "b": {"rest_bpm": 47}}
    assert _prose("HR 51 bpm and 47 bpm, 98 bpm together.", pool)["98 bpm"] is Verdict.INVENTED


# ------------------------------------------------------------------- counts
CHARGES = {"transactions": [{"category": "travel", "usd": 489.2}, {"category": "food", "usd": 58.1},
                            {"category": "travel", "usd": 312.8}, {"category": "food", "usd": 7.0},
                            {"category": "fees", "usd": 9.9}]}
NIGHTS = {"goal_sleep_min": 450, "nights": [{"asleep_min": 455, "in_bed_min": 470},
                                             {"asleep_min": 498, "in_bed_min": 520},
                                             {"asleep_min": 400, "in_bed_min": 480},
                                             {"asleep_min": 472, "in_bed_min": 472},
                                             {"asleep_min": 430, "in_bed_min": 455}]}


def test_a_count_of_elements_sharing_a_label() -> None:
    assert _verdict_in("There were 2 food charges.", CHARGES) is Verdict.DERIVED
    assert _verdict_in("There were 4 food charges.", CHARGES) is Verdict.INVENTED


def test_a_count_of_elements_past_a_threshold() -> None:
    assert _verdict_in("You reached your goal 3 times.", NIGHTS) is Verdict.DERIVED
    # five nights' counts above and below the goal and their own time in bed reach
    # most small numbers: without reading "reached" as at least, 4 (in bed) and
    # 1 (asleep all the time in bed) are found as easily as their neighbours
    # (the chance test, SPEC §4), so they are unverified: neither backed nor flagged
    assert _verdict_in("You reached your goal 4 times.", NIGHTS) is Verdict.UNVERIFIED
    assert _verdict_in("Asleep all the time in bed: 1 time.", NIGHTS) is Verdict.UNVERIFIED


def test_a_count_is_unitless_and_neither_none_nor_all() -> None:
    assert _verdict_in("You slept 3 min more.", NIGHTS) is Verdict.INVENTED  # a count has no unit
    pool = {"nights": [{"asleep_min": 455}, {"asleep_min": 498}]}
    assert _verdict_in("Short: 0 times.", pool) is Verdict.INVENTED  # > 0 holds for none


def test_a_multiple_grounds_only_an_x_claim() -> None:
    pool = {"net_debt": 1240000000, "ebitda_ttm": 620000000}
    assert _verdict_in("Leverage is 2.0x.", pool) is Verdict.DERIVED
    assert _verdict_in("Leverage is 2.5x.", pool) is Verdict.INVENTED
    assert _verdict_in("Leverage is 2.0.", pool) is Verdict.INVENTED


def test_a_pace_and_a_speed_from_a_time_and_a_distance() -> None:
    pool = {"long_run": {"time_s": 11460, "distance_mi": 20}}
    assert _verdict_in("Averaged 9:33/mi.", pool) is Verdict.DERIVED
    assert _verdict_in("Averaged 5:56/km.", pool) is Verdict.DERIVED  # 573 s/mi in s/km
    assert _verdict_in("Averaged 10.1 km/h.", pool) is Verdict.DERIVED
    assert _verdict_in("Averaged 9:53/mi.", pool) is Verdict.INVENTED
    # a time and a distance of different objects make no pace
    pool = {"run": {"time_s": 11460}, "plan": {"distance_mi": 20}}
    assert _verdict_in("Averaged 9:33/mi.", pool) is Verdict.INVENTED


# ------------------------------------------------------------ the rule table
def test_every_rule_is_switched_off_by_name() -> None:
    import pytest

    from numground.judge.derive import RULES

    text = "Resting HR is up 4 bpm on baseline."
    assert _verdict(text) is Verdict.DERIVED
    (f,) = check(text, POOL, derive={"difference"}).findings
    assert f.verdict is Verdict.DERIVED  # only the rule it needs
    (f,) = check(text, POOL, derive={r.name for r in RULES} - {"difference"}).findings
    assert f.verdict is Verdict.INVENTED  # every rule but the one it needs
    with pytest.raises(ValueError, match="unknown derivation rule 'diff'"):
        check(text, POOL, derive={"diff"})


def test_a_prose_difference_needs_a_comparison_word_as_a_pool_one_does() -> None:
    pool = {"today": {"resting_hr_bpm": 51}, "baseline_bpm": 47}  # unrelated: prose only
    found = _prose("Resting HR 51 bpm, baseline 47 bpm, and 4 bpm.", pool)
    assert found["4 bpm"] is Verdict.INVENTED
    found = _prose("Resting HR 51 bpm, 4 bpm above the 47 bpm baseline.", pool)
    assert found["4 bpm"] is Verdict.DERIVED


def test_a_derived_finding_names_its_rule_in_the_table() -> None:
    from numground.data.pool import Pool
    from numground.judge.derive import RULE, derivations

    index = derivations(Pool.from_data(POOL))
    rules = {d.rule.name for d in index.near(None, Decimal(-10**9), Decimal(10**9))}
    assert rules <= set(RULE) and {"difference", "sum", "mean", "share"} <= rules


_CHANNELS = {"channels": [
    {"name": "Amazon", "gross_margin_pct": 31.8, "target_pct": 30},
    {"name": "TikTok", "gross_margin_pct": 29.2, "target_pct": 30},
    {"name": "Shop", "gross_margin_pct": 40.0, "target_pct": 30},
    {"name": "Etsy", "gross_margin_pct": 27.0, "target_pct": 30}]}


def test_a_count_in_words_comes_from_counts() -> None:
    assert _prose("Two channels beat their target.", _CHANNELS)["Two"] is Verdict.DERIVED
    # "three" is no 2.6-point gap between two margins (31.8 − 29.2)
    assert _prose("Three channels beat their target.", _CHANNELS)["Three"] is Verdict.INVENTED
    # the twin: the gap written as a number is still derived
    found = _prose("Amazon was 2.6 points above TikTok.", _CHANNELS)
    assert found["2.6"] is Verdict.DERIVED


def test_a_signed_number_is_a_change_not_a_share() -> None:
    pool = {"sales": {"online_usd": 250, "total_usd": 1000}}
    assert _prose("Online sales were 25% of the total.", pool)["25%"] is Verdict.DERIVED
    assert _prose("Online sales were +25% on the total.", pool)["+25%"] is Verdict.INVENTED


def test_a_bare_number_against_one_with_a_unit_is_compared_not_added() -> None:
    pool = {"today": {"creatinine_mg_dl": 2.34}, "history": [{"creatinine": 1.61}]}
    assert _prose("Creatinine is 2.34 mg/dL, up 0.73 from 1.61.", pool)["0.73"] is (
        Verdict.DERIVED)
    # the twins: wrong arithmetic, and a sum of the two
    assert _prose("Creatinine is 2.34 mg/dL, up 0.83 from 1.61.", pool)["0.83"] is (
        Verdict.INVENTED)
    assert _prose("Creatinine is 2.34 mg/dL, and with 1.61 that is 3.95.", pool)["3.95"] is (
        Verdict.INVENTED)


_LAB_TABLE = ("| Test | Today | Yesterday | Change |\n|---|---|---|---|\n"
              "| CO₂ | 18 mmol/L | 21 | {} |\n")
_LAB_POOL = {"today": {"co2_mmol_l": 18}, "yesterday": {"co2": 21}, "codes": ["3-5"]}


def test_a_change_column_beats_a_stray_entry_with_the_other_sign() -> None:
    # 18 − 21 in a table whose column names yesterday: the change, not the 3 of "3-5"
    assert _prose(_LAB_TABLE.format("−3"), _LAB_POOL)["−3"] is Verdict.DERIVED
    assert _prose(_LAB_TABLE.format("−4"), _LAB_POOL)["−4"] is Verdict.INVENTED


def test_a_change_of_no_known_order_does_not_excuse_a_sign_inversion() -> None:
    pool = {"organic_growth_pct": 3.8, "price_mix_pct": 5.0, "volume_growth_pct": -1.2}
    text = "Organic growth: +3.8%, driven by price/mix of +5.0%, while volumes grew 1.2%."
    assert _prose(text, pool)["1.2%"] is Verdict.SIGN_INVERSION


def test_a_bare_number_against_one_with_a_unit_gives_a_multiple() -> None:
    pool = {"stations": [{"pm25_ugm3": 53.0}], "guidelines": {"who": {"pm25": 15}}}
    text = "The average is about 53 µg/m³, roughly {} the WHO guideline of 15."
    assert _prose(text.format("3.5×"), pool)["3.5×"] is Verdict.DERIVED
    assert _prose(text.format("4.5×"), pool)["4.5×"] is Verdict.INVENTED


def test_the_time_between_two_clock_times_of_the_prose() -> None:
    pool = {"stay": {"check_out": "2025-10-18T12:00:00+01:00"},
            "flight": {"departing_at": "2025-10-18T18:25:00+01:00"}}
    text = "Checkout is by 12:00 and the flight leaves at 18:25, so you have {} in between."
    assert _prose(text.format("6 h 25 min"), pool)["6 h 25 min"] is Verdict.DERIVED
    assert _prose(text.format("6 h 55 min"), pool)["6 h 55 min"] is Verdict.INVENTED
    # only from times the pool backs
    assert _prose(text.replace("18:25", "18:55").format("6 h 55 min"), pool)[
        "6 h 55 min"] is Verdict.INVENTED


_TOTALS = ("| Item | Cost |\n|---|---|\n| Flights | €412.36 |\n| Hotels | €621.00 |\n"
           "| Rail | €31.80 |\n| **{}** | **{}** |\n")
_TOTALS_POOL = {"flight": {"total_eur": 412.36}, "stays": {"total_eur": 621.0},
                "rail": [{"fare": {"amount_eur": 31.8}}]}


def test_a_total_row_is_the_sum_of_its_column() -> None:
    assert _prose(_TOTALS.format("Total", "€1,065.16"), _TOTALS_POOL)["€1,065.16"] is (
        Verdict.DERIVED)
    # the twins: a wrong total, and the same number in a row that is no total
    assert _prose(_TOTALS.format("Total", "€1,056.16"), _TOTALS_POOL)["€1,056.16"] is (
        Verdict.INVENTED)
    assert _prose(_TOTALS.format("Taxi", "€1,065.16"), _TOTALS_POOL)["€1,065.16"] is (
        Verdict.INVENTED)


def _last_verdict(text: str, pool: dict) -> Verdict:
    return [f for f in check(text, pool).findings if f.token.kind == "claim"][-1].verdict


def test_a_product_of_two_written_numbers_is_derived_when_their_units_multiply() -> None:
    pool = {"import_kwh": 138.9, "rates": {"import_usd_per_kwh": 0.342}}
    ok = "You imported 138.9 kWh at $0.342/kWh, about $47.50."
    assert _last_verdict(ok, pool) is Verdict.DERIVED
    assert _last_verdict(ok.replace("$47.50", "$52.50"), pool) is Verdict.INVENTED
    # kW × minutes is kWh
    power = {"kw": 3.6, "minutes": 47}
    assert _last_verdict("It drew 3.6 kW for 47 minutes, about 2.8 kWh.", power) \
        is Verdict.DERIVED
    assert _last_verdict("It drew 3.6 kW for 47 minutes, about 3.8 kWh.", power) \
        is Verdict.INVENTED
    # kWh times kWh is no product of the table, nor a percent of a count a count
    assert _last_verdict("Used 12 kWh and 4 kWh, so 48 kWh.", {"a_kwh": 12, "b_kwh": 4}) \
        is Verdict.INVENTED
    assert _last_verdict("At 78% of quota with 5 reps, 4 reps hit it.", {"reps": 5}) \
        is Verdict.INVENTED


def test_of_the_explanations_the_one_whose_operands_the_words_name_is_shown() -> None:
    pool = {"sales": {"gross_sales": 8412.5, "net_sales": 7560.2, "taxes": 548.31,
                      "refunds": 612.3}}
    (f,) = check("Refunds came to 7.3% of gross sales.", pool).findings
    assert f.verdict is Verdict.DERIVED
    assert "refunds" in (f.how or "") and "gross_sales" in (f.how or "")  # not taxes / net



def test_money_paid_out_is_a_part_of_money_in_by_its_size() -> None:
    from numground.data.pool import Pool
    from numground.judge.derive import derivations

    paid = Pool.from_data({"sales": {"gross_sales": 8412.5, "discounts": -612.3}})
    shares = [d for d in derivations(paid).near("%", Decimal("7.2"), Decimal("7.3"))
              if d.rule.name == "share"]
    assert [d.formula.startswith("|sales.discounts") for d in shares] == [True]
    kept = Pool.from_data({"sales": {"gross_sales": 8412.5, "balance_change": -612.3}})
    assert not [d for d in derivations(kept).near("%", Decimal("7.2"), Decimal("7.3"))
                if d.rule.name == "share"]  # a negative number that is no outflow: no part
