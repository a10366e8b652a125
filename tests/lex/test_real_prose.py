"""Real prose (SPEC section 2, fine print): compound durations written with
``m``, comparison words after a number, day ranges with a month and a year,
a rate's denominator, record numbers and site labels. Each rule pinned in
both directions: the shape it reads, and its twin read the other way.

Rows list ALL numeric tokens of their text as ``text|kind[|value[|unit]]``
(``-`` means None), as in ``test_tokenize.py``.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground import Kind, numeric_tokens, tokenize

ROWS: list[tuple[str, list[str]]] = [
    # --- a duration written with "m" is one claim in seconds
    ("split 4 m 07 s at the turn", ["4 m 07 s|claim|247|s"]),
    ("plank held 3m 45s", ["3m 45s|claim|225|s"]),
    ("took 1 h 4 m", ["1 h 4 m|claim|3840|s"]),
    ("took 1 h 4 m 7 s", ["1 h 4 m 7 s|claim|3847|s"]),
    ("rested 2 min 5.5 sec", ["2 min 5.5 sec|claim|125.5|s"]),
    # glued: the letters are units ("38m12s", "1h4m", "1h04m30s")
    ("the crossing took 38m12s", ["38m12s|claim|2292|s"]),
    ("held 2m30.5s", ["2m30.5s|claim|150.5|s"]),
    ("rested 38m12sec", ["38m12sec|claim|2292|s"]),
    ("took 1h4m", ["1h4m|claim|3840|s"]),
    ("chip time 1h04m30s", ["1h04m30s|claim|3870|s"]),
    # twins: a distance and a time apart, a lone "m"
    ("bay B2m5s", ["B2m5s|identifier"]),
    ("ran 400 m in 58 s", ["400 m|claim|400|m", "58 s|claim|58|s"]),
    ("swam 31 m", ["31 m|claim|31|m"]),
    # --- a change from one period to the next: comparison words, not a unit or window
    ("rose £7.20 month over month", ["£7.20|claim|7.20|GBP"]),
    ("fell £7.20 month-on-month", ["£7.20|claim|7.20|GBP"]),
    ("grew 4% YoY, 1.2% MoM, 3% WoW", ["4%|claim|4|%", "1.2%|claim|1.2|%", "3%|claim|3|%"]),
    ("12,400 year over year", ["12,400|claim|12400|-"]),
    ("up 5% week over week", ["5%|claim|5|%"]),
    # twins: the period words alone keep their reading
    ("cover lasts 3 months over the winter", ["3 months|window|3|mo"]),
    ("Mom ran 5 km", ["5 km|claim|5|km"]),
    # --- a day range with its month and year: dates and a year, no claim
    ("May 12–18, 2025", ["May 12|date", "18|date", "2025|year|2025"]),
    ("Oct 6–12, 2025", ["Oct 6|date", "12|date", "2025|year|2025"]),
    ("May 12–18 2025", ["May 12|date", "18|date", "2025|year|2025"]),
    ("3–9 March 2025", ["3|date", "9 March|date", "2025|year|2025"]),
    ("3 – 9 Mar, 2025", ["3|date", "9 Mar|date", "2025|year|2025"]),
    ("3rd–9th March", ["3rd|date", "9th March|date"]),
    ("12-18 May", ["12|date", "18 May|date"]),
    ("Mar 28 – Apr 3", ["Mar 28|date", "Apr 3|date"]),
    ("Mar 28 – Apr 3, 2025", ["Mar 28|date", "Apr 3, 2025|date"]),
    # twins: a range of counts, a count after a day range
    ("scored 3–9 in March", ["3|claim|3", "9|claim|9"]),
    ("lifted 3–9 kg", ["3|claim|3|kg", "9 kg|claim|9|kg"]),
    ("May 12–18, 41 runners", ["May 12|date", "18|date", "41|claim|41"]),
    # --- record numbers and sites: identifiers, any case
    ("MRN 00731442", ["00731442|identifier"]),
    ("MRN: 00731442", ["00731442|identifier"]),
    ("incident 4471", ["4471|identifier"]),
    ("Incident #4471", ["#4471|reference"]),  # a "#" number is a reference (a veto too)
    ("INCIDENT 4471", ["4471|identifier"]),
    ("ticket 88123", ["88123|identifier"]),
    ("Dock 3", ["3|identifier"]),
    ("Plant 3 Line 2", ["3|identifier", "2|identifier"]),
    ("line 4", ["4|identifier"]),
    # twins: counts before the word, a measure after it, a plural or a colon
    ("3 incidents on 4 lines", ["3|claim|3", "4|claim|4"]),
    ("the incident 45 minutes later", ["45 minutes|claim|45|min"]),
    ("ticket 12% dearer", ["12%|claim|12|%"]),
    ("open tickets: 42", ["42|claim|42"]),
    ("incidents 3 this week", ["3|claim|3"]),
    # --- a rate's denominator: part of the claim, no claim of its own
    ("$3.85 per 1,000 litres", ["$3.85 per 1,000 litres|claim|3.85|USD"]),
    ("3.1 per 100 km", ["3.1 per 100 km|claim|3.1|-"]),
    ("12 per 10,000 residents", ["12 per 10,000 residents|claim|12|-"]),
    # twins: a span after "per" is a window, a bare number after it a claim
    ("up 0.01% per 8 hours", ["0.01%|claim|0.01|%", "8 hours|window|8|h"]),
    ("$2 per 3 days", ["$2|claim|2|USD", "3 days|window|3|d"]),
    ("scored 3 per 100", ["3|claim|3", "100|claim|100"]),
]

VETO_TWINS: list[tuple[str, str, str]] = [
    # (vetoed context, the number, the same number outside that context)
    ("MRN 00731442", "00731442", "logged 00731442 steps"),
    ("incident 4471 closed", "4471", "4471 incidents closed"),
    ("Plant 3 Line 2", "3", "3 plants"),
    ("at Dock 3", "3", "at 3 docks"),
]

COMPARED: list[tuple[str, bool]] = [
    ("rose £7.20 month over month", True),
    ("sales were 4% YoY", True),
    ("sales were 4% QoQ", True),
    ("orders were 12,400 year on year", True),
    # twins: no comparison word, no change
    ("sales were 4% this year", False),
    ("Mom ran 5 km", False),
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


@pytest.mark.parametrize(("text", "compared"), COMPARED)
def test_period_over_period_marks_a_change(text: str, compared: bool) -> None:
    (token,) = tokenize(text)
    assert token.compared is compared, token


@pytest.mark.parametrize(("vetoed", "number", "plain"), VETO_TWINS)
def test_veto_has_a_twin_that_is_still_checked(vetoed: str, number: str, plain: str) -> None:
    assert number not in numeric_tokens(vetoed), vetoed
    assert number in numeric_tokens(plain), plain
