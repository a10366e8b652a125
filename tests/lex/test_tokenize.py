"""Every SPEC section 2 example and shape rule, pinned in both directions.

Each row lists ALL numeric tokens of its text as ``text|kind[|value[|unit]]``
(``value``/``unit`` compared only when given; ``-`` means None). A veto row
has a twin row showing the same number outside that context is still a claim.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground import Kind, numeric_tokens, tokenize

ROWS: list[tuple[str, list[str]]] = [
    # --- claims: SPEC table
    ("TSB is −7.5 today", ["−7.5|claim|-7.5|-"]),
    ("resting HR 52 bpm", ["52 bpm|claim|52|bpm"]),
    ("12,345 steps", ["12,345|claim|12345|-"]),
    ("12.3k followers", ["12.3k|claim|12300|-"]),
    ("revenue of $1.2M", ["$1.2M|claim|1200000|USD"]),
    ("a 14.2 km ride", ["14.2 km|claim|14.2|km"]),
    ("slept 7.4 hours", ["7.4 hours|claim|7.4|h"]),
    ("finished in 1:02:33", ["1:02:33|claim|3753|s"]),
    ("moving time 1 h 21 min", ["1 h 21 min|claim|4860|s"]),
    ("moving time 6h 24m", ["6h 24m|claim|23040|s"]),
    ("easy at 8:05/mi pace", ["8:05/mi|claim|485|s/mi"]),
    ("splits of 5:42 /km", ["5:42 /km|claim|342|s/km"]),
    ("HRV up 12%", ["12%|claim|12|%"]),
    ("~1,200 kcal burned", ["~1,200 kcal|claim|1200|kcal"]),
    ("ate 1e3 grams", ["1e3 grams|claim|1000|g"]),
    ("up 12 percent", ["12 percent|claim|12|%"]),
    ("3bn users", ["3bn|claim|3000000000|-"]),
    ("1.2 million views", ["1.2 million|claim|1200000|-"]),
    ("costs €40 or £35", ["€40|claim|40|EUR", "£35|claim|35|GBP"]),
    ("it was 21 °C, or 70°F", ["21 °C|claim|21|°C", "70°F|claim|70|°F"]),
    ("pushed 250 W for 20 min", ["250 W|claim|250|W", "20 min|claim|20|min"]),
    ("p95 latency 340 ms", ["p95|identifier", "340 ms|claim|340|ms"]),
    ("lifted 100 kg, or 220 lbs", ["100 kg|claim|100|kg", "220 lbs|claim|220|lb"]),
    ("ran 400 m repeats", ["400 m|claim|400|m"]),
    ("a 10 mi run, 6.2 miles", ["10 mi|claim|10|mi", "6.2 miles|claim|6.2|mi"]),
    ("rested 90 s", ["90 s|claim|90|s"]),
    ("3x faster", ["3x|claim|3|x"]),
    # --- signs
    ("TSB -7.5 vs +3", ["-7.5|claim|-7.5", "+3|claim|3"]),
    ("P&L was −$1.2M", ["−$1.2M|claim|-1200000|USD"]),
    ("(−4) overall", ["−4|claim|-4"]),
    ("Score 3 -4 now", ["3|claim|3", "-4|claim|-4"]),
    # --- ranges
    ("ran 3–4 mi", ["3|claim|3|mi", "4 mi|claim|4|mi"]),
    ("ran 3-4mi", ["3|claim|3|mi", "4mi|claim|4|mi"]),
    ("ran 3 - 4 mi", ["3|claim|3|mi", "4 mi|claim|4|mi"]),
    ("ran 3 to 4 mi", ["3|claim|3|mi", "4 mi|claim|4|mi"]),
    ("ran between 3 and 4 mi", ["3|claim|3|mi", "4 mi|claim|4|mi"]),
    ("TSB went from −3 to −5", ["−3|claim|-3", "−5|claim|-5"]),
    ("won 112-104", ["112|claim|112", "104|claim|104"]),
    ("a 3-1 record", ["3|claim|3", "1|claim|1"]),
    ("$3–4M raised", ["$3|claim|3000000|USD", "4M|claim|4000000|USD"]),
    ("12-of-20 done", ["12|claim|12", "20|claim|20"]),
    # --- thousands, decimals
    ("7,8 and 9", ["7|claim|7", "8|claim|8", "9|claim|9"]),
    ("about .5 mi", [".5 mi|claim|0.5|mi"]),
    ("it ends at 7.", ["7|claim|7"]),
    ("weighs 1,234.5 kg", ["1,234.5 kg|claim|1234.5|kg"]),
    # --- spaces that bind units
    ("52\u00a0bpm", ["52\u00a0bpm|claim|52|bpm"]),
    ("52\u2009bpm", ["52\u2009bpm|claim|52|bpm"]),
    ("52\u202fbpm", ["52\u202fbpm|claim|52|bpm"]),
    # --- dates
    ("the Aug 7 long run", ["Aug 7|date|-"]),
    ("on August 7th", ["August 7th|date"]),
    ("by Sept. 18", ["Sept. 18|date"]),
    ("since 7 Aug", ["7 Aug|date"]),
    ("on Aug 7, 2025 we", ["Aug 7, 2025|date"]),
    ("on 2025-08-07", ["2025-08-07|date"]),
    ("on 8/7 and 5/7", ["8/7|date", "5/7|date"]),
    ("on 08/07/2025", ["08/07/2025|date"]),
    ("in Q3", ["Q3|date"]),
    ("on Mon 7", ["Mon 7|date"]),
    ("Thursday, Aug 7", ["Aug 7|date"]),
    ("Q3 2025 revenue", ["Q3|date", "2025|year|2025"]),
    ("August 2025 was hot", ["2025|year|2025"]),
    ("Aug 7–9 camp", ["Aug 7|date", "9|date"]),
    ("BP 118/76", ["118|claim|118", "76|claim|76"]),
    # --- years
    ("in 2025 we grew", ["2025|year|2025"]),
    ("since 2019", ["2019|year|2019"]),
    ("ate 2025 kcal", ["2025 kcal|claim|2025|kcal"]),
    ("the 1990s", ["1990s|year|1990"]),
    # --- times
    ("up at 6:30am", ["6:30am|time"]),
    ("done by 7 pm", ["7 pm|time"]),
    ("start at 6:30 sharp", ["6:30|time"]),
    ("deploy at 18:00 UTC", ["18:00 UTC|time"]),
    ("meet at 7 in the morning", ["7 in the morning|time"]),
    ("doors open at 7 tonight", ["7 tonight|time"]),
    ("doors open at 7.", ["7|claim|7"]),
    ("lunch at half past six", ["half past six|time"]),
    ("leave at a quarter to 8", ["a quarter to 8|time"]),
    ("the bus at 20 past 6 pm", ["20 past 6 pm|time"]),
    ("run 5 to 8 km", ["5|claim|5|km", "8 km|claim|8|km"]),
    ("we logged 20 past sessions", ["20|claim|20"]),
    ("back in the morning at 7", ["7|time"]),
    ("tonight around 7", ["7|time"]),
    ("tonight at 5 km/h", ["5 km/h|claim|5|km/h"]),
    ("today at 7:30", ["7:30|time"]),
    ("a 6:30 mile", ["6:30|claim|390|s"]),
    # --- windows
    ("over 14 days", ["14 days|window|14|d"]),
    ("the last 7 days", ["7 days|window|7|d"]),
    ("past 2 weeks", ["2 weeks|window|2|wk"]),
    ("a 28-day average", ["28-day|window|28|d"]),
    ("3 days ago", ["3 days|claim|3|d"]),
    ("the race is in 35 days", ["35 days|claim|35|d"]),
    ("the $120 bill is due in 4 days", ["$120|claim|120|USD", "4 days|claim|4|d"]),
    ("ran 14.2 km in 3 days", ["14.2 km|claim|14.2|km", "3 days|window|3|d"]),
    ("5 runs in 3 days", ["5|claim|5", "3 days|window|3|d"]),
    ("due in about two weeks", ["two weeks|claim|2|wk"]),
    ("in the last 35 days", ["35 days|window|35|d"]),
    ("over the last 30 days", ["30 days|window|30|d"]),
    ("in the past 14 days", ["14 days|window|14|d"]),
    ("up 6% in 30 days", ["6%|claim|6|%", "30 days|window|30|d"]),
    ("with 18 days of July left", ["18 days|claim|18|d"]),
    ("18 days of July in the data", ["18 days|window|18|d"]),
    ("in the last 24 hours", ["24 hours|window|24|h"]),
    ("in the last 24h", ["24h|window|24|h"]),
    ("next 30 minutes", ["30 minutes|window|30|min"]),
    ("slept 24 hours", ["24 hours|claim|24|h"]),
    ("the last 5 km", ["5 km|claim|5|km"]),
    # --- ordinals
    ("your 3rd run", ["3rd|ordinal|3"]),
    ("the 21st", ["21st|ordinal|21"]),
    # --- versions
    ("release v0.60.2 and 0.60.2", ["v0.60.2|version", "0.60.2|version"]),
    # --- identifiers
    ("Zone 2 work", ["2|identifier"]),
    ("zone 2 work", ["2|identifier"]),
    ("in Z2", ["Z2|identifier"]),
    ("Week 3, Day 4, Step 1", ["3|identifier", "4|identifier", "1|identifier"]),
    ("take B12", ["B12|identifier"]),
    ("during COVID-19", ["COVID-19|identifier"]),
    ("a SEV3 and SpO2 98%", ["SEV3|identifier", "SpO2|identifier", "98%|claim|98|%"]),
    ("my 401(k)", ["401(k)|identifier"]),
    ("SCP-173", ["SCP-173|identifier"]),
    ("ran a 5K", ["5K|identifier"]),
    ("the 5K race", ["5K|identifier"]),
    ("a 10K PR", ["10K|identifier"]),
    ("Zones 2–3", ["2|identifier", "3|identifier"]),
    # --- enumerators
    ("1. First\n2) Second", ["1.|enumerator", "2)|enumerator"]),
    ("intro\n   2) indented", ["2)|enumerator"]),
    # --- references
    ("see #221 and [3]", ["#221|reference", "[3]|reference"]),
    ("fixed #1", ["#1|reference"]),
    # --- urls
    ("see https://x.io/run/42 now", ["42|url"]),
    ("mail bob42@x9.io", ["42|url", "9|url"]),
    # --- fine print: digits, hedges, cues
    ("CO₂ and １２ and ٥٢ bpm", []),
    ("≈ 60 bpm", ["60 bpm|claim|60|bpm"]),
    ("≈60 bpm", ["≈60 bpm|claim|60|bpm"]),
]

VETO_TWINS: list[tuple[str, str, str]] = [
    # (vetoed context, the number, the same number outside that context)
    ("the Aug 7 long run", "7", "your score of 7 was invented"),
    ("over 14 days", "14", "scored 14 points"),
    ("the next 4 business days", "4", "4 business days left"),
    ("the 10 previous weeks", "10", "the 10 previous winners"),
    ("your 3rd run", "3", "your 3 runs"),
    ("Zone 2 work", "2", "2 work sessions"),
    ("in 2025 we grew", "2025", "burned 2025 kcal"),
    ("no later than 2018", "2018", "more than 2018 units"),
    ("the first week of 2015", "2015", "half of 2015 runners"),
    ("from 2018 or later", "2018", "2018 or more units"),
    ("in 2007 and 2009", "2009", "burned 2007 and 2009 kcal"),
    ("up at 6:30am", "6:30", "a 6:30 mile"),
    ("start at 6:30 sharp", "6:30", "ran 6:30 splits"),
    ("on 8/7", "8", "BP 8/76"),
    ("looking at 18 and 19 June", "18", "scored 18 and 19 in June"),
    ("sold on Dec31 , 1994", "1994", "sold 1994 units"),
    ("release v0.60.2", "0.60", "pace 0.60 today"),
    ("take B12", "12", "take 12"),
    ("ran a 5K", "5", "ran 5K steps"),
    ("see #221", "221", "see 221"),
    ("https://x.io/run/42", "42", "run 42"),
    ("1. First", "1", "First 1."),
    ("Q3 2025 revenue", "2025", "Q3 had 2025 sales"),
    ("in the last 24 hours", "24", "slept 24 hours"),
    ("the last 7 days", "7", "the last 7 reps"),
    ("August 2025", "2025", "August had 2025 visits"),
    ("a 28-day average", "28", "a 28 kg average"),
    ("during COVID-19", "19", "during COVID, 19 cases"),
    # kinds on real text (issue 14)
    ("doors open 07:15", "07:15", "finished in 07:15"),
    ("the alert cleared 15:42 local", "15:42", "she finished 15:42 flat"),
    ("open 9:00–11:30 daily", "11:30", "a best of 11:30 for 2 miles"),
    ("it runs 9:15 → 11:40", "11:40", "splits of 11:40 and 11:52"),
    ("- 9:42 paged\n- 9:50 acked", "9:50", "- 9:50 mile one\n- 9:42 mile two"),
    ("departs 9:40", "9:40", "averaged 9:40"),
    ("take the train at **11:39**", "11:39", "ran **11:39** for the mile"),
    ("up 6% over 24 hours", "24", "slept over 24 hours"),
    ("0.01% per 8 hours", "8", "slept 8 hours"),
    ("the 12-hour mean", "12", "a 12-hour shift"),
    ("a 24h high", "24", "slept 24h"),
    ("| 24 hours | +2.1% |", "24", "| Sleep | 24 hours |"),
    ("19 days in the last month", "19", "the race is 19 days away"),
    ("in the last 35 days", "35", "the race is in 35 days"),
    ("a 5-year plan", "5", "she is 5 years old"),
    ("PM2.5 was 35", "2.5", "grew 2.5 points"),
    ("flight UA 937", "937", "logged 937 steps"),
    ("TGV Lyria 9223 to Zürich", "9223", "9223 passengers to Zürich"),
    ("a 58M presenting with pain", "58", "a 58M budget"),
]


def _parse_spec(spec: str) -> tuple[str, Kind, str | None, str | None]:
    parts = spec.split("|")
    text, kind = parts[0], Kind(parts[1])
    value = parts[2] if len(parts) > 2 else None
    unit = parts[3] if len(parts) > 3 else None
    return text, kind, value, unit


@pytest.mark.parametrize(("text", "specs"), ROWS, ids=[r[0][:40] for r in ROWS])
def test_row(text: str, specs: list[str]) -> None:
    got = tokenize(text)
    assert [t.text for t in got] == [_parse_spec(s)[0] for s in specs], got
    for token, spec in zip(got, specs, strict=True):
        _, kind, value, unit = _parse_spec(spec)
        assert token.kind is kind, (token, spec)
        if value is not None:
            assert token.value == (None if value == "-" else Decimal(value)), (token, spec)
        if unit is not None:
            assert token.unit == (None if unit == "-" else unit), (token, spec)
        assert text[token.start : token.end] == token.text


@pytest.mark.parametrize(("vetoed", "number", "plain"), VETO_TWINS)
def test_veto_has_a_twin_that_is_still_checked(vetoed: str, number: str, plain: str) -> None:
    def digits(s: str) -> str:
        return "".join(c for c in s if c in "0123456789")

    assert digits(number) not in [digits(c) for c in numeric_tokens(vetoed)], vetoed
    assert digits(number) in [digits(c) for c in numeric_tokens(plain)], plain


def test_seed_behaviour() -> None:
    assert numeric_tokens("TSB is −7.5 today") == ["-7.5"]
    assert numeric_tokens("the Aug 7 long run went well") == []
    assert numeric_tokens("your score of 7 was invented") == ["7"]


def test_minus_sign_normalisation_keeps_offsets() -> None:
    text = "a −7.5 b −3"
    tokens = tokenize(text)
    assert [(t.start, t.end, t.sign) for t in tokens] == [(2, 6, "-"), (9, 11, "-")]
    assert [t.text for t in tokens] == ["−7.5", "−3"]


def test_other_dashes_are_not_signs() -> None:
    # only U+2212 is a minus: an en dash before a number is punctuation
    (token,) = tokenize("value \u20137.5 here")
    assert token.sign is None and token.value == Decimal("7.5")


def test_steps() -> None:
    steps = {t.text: t.step for t in tokenize("7.5 and 12.3k and 1,200 and 1:02:33.5")}
    assert steps == {"7.5": Decimal("0.1"), "12.3k": Decimal("100"), "1,200": Decimal("1"),
                     "1:02:33.5": Decimal("0.1")}


def test_flags_hedge_cue_range() -> None:
    (about,) = tokenize("about 5 km")
    assert about.approx and about.text == "5 km"
    (not_adjacent,) = tokenize("about the 5 km")
    assert not not_adjacent.approx
    for hedge in ("over", "more than", "above", "at least", "under", "less than", "below",
                  "at most", "up to", "about", "around", "roughly", "approximately", "nearly",
                  "almost"):
        (t,) = tokenize(f"HR {hedge} 50 bpm")
        assert t.approx, hedge
    (fell,) = tokenize("TSB fell to 7.5")
    assert fell.cue == "down"
    (far,) = tokenize("TSB fell over the whole of the block to 7.5")
    assert far.cue is None
    (after,) = tokenize("3 bpm lower")
    assert after.cue is None
    (other_clause,) = tokenize("HRV fell. Resting HR 52")
    assert other_clause.cue is None
    (below,) = tokenize("TSB below 7.5")
    assert below.cue == "down" and below.approx
    low, high = tokenize("3–4 mi")
    assert (low.range, high.range) == ("low", "high")


def test_scale_race_reads_as_claim_elsewhere() -> None:
    (k,) = tokenize("ran 5K steps")
    assert k.kind is Kind.CLAIM and k.value == 5000 and k.scale == "K"


def test_type_error_names_the_type() -> None:
    with pytest.raises(TypeError, match="bytes"):
        tokenize(b"7.5")  # type: ignore[arg-type]


def test_no_digit_no_tokens() -> None:
    assert tokenize("") == []
    assert tokenize("no numbers at all, −−− just dashes") == []
