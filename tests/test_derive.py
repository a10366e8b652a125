"""Derivations: each kind grounds what it should, and no more (both directions)."""

from __future__ import annotations

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
