"""The generators of the mutation and swap benches (bench/perturb.py): a wrong
number keeps the format it was written in, and is really wrong."""

from __future__ import annotations

import json
import random
import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import natural  # noqa: E402
import perturb  # noqa: E402


class Draw(random.Random):
    """A generator whose draws are given: the direction, then the change."""

    def __init__(self, direction: int, change: float) -> None:
        super().__init__(0)
        self.direction, self.change = direction, change

    def choice(self, seq):  # type: ignore[override]
        return self.direction if self.direction in seq else seq[0]

    def uniform(self, a: float, b: float) -> float:
        return self.change


def mutated(token: str, direction: int = 1, change: float = 0.10, brief: str = "") -> str:
    done = perturb.mutate(token, brief or token, Draw(direction, change))
    assert not isinstance(done, str), done
    return done[0]


# ---------------------------------------------------------------- format kept

@pytest.mark.parametrize(("token", "direction", "change", "new"), [
    ("$1,234.50", 1, 0.10, "$1,357.95"),        # two decimals and the comma kept
    ("$1,234.50", -1, 0.10, "$1,111.05"),
    ("−7.5", 1, 0.20, "−9.0"),                  # U+2212 stays, one decimal
    ("-7.5", -1, 0.20, "-6.0"),                 # a hyphen-minus stays one
    ("12%", 1, 0.25, "15%"),                    # a percent with no decimals
    ("+13.3%", -1, 0.05, "+12.6%"),
    ("€448.06", 1, 0.04, "€465.98"),
    ("$19.9K", 1, 0.10, "$21.9K"),              # the scale word stays
    ("2,172,650", -1, 0.30, "1,520,855"),
    ("0.70 pts", 1, 0.30, "0.91 pts"),          # trailing zeros are precision
    ("37.2 km", -1, 0.10, "33.5 km"),
    ("3.5×", 1, 0.30, "4.6×"),
    ("32.2 L/100 km", 1, 0.10, "35.4 L/100 km"),  # the 100 is the unit's
    ("7,5 %", 1, 0.20, "9,0 %"),                # a decimal comma
    ("1.234,50 €", 1, 0.10, "1.357,95 €"),      # and a point between thousands
    ("12\u202f500 kg", 1, 0.10, "13\u202f750 kg"),  # a narrow no-break space
    ("05", 1, 0.30, "07"),                      # leading zeros kept
    ("~$997", 1, 0.10, "~$1,097"),
])
def test_a_mutation_keeps_the_format(token: str, direction: int, change: float,
                                     new: str) -> None:
    assert mutated(token, direction, change) == new


def test_a_number_growing_past_999_takes_the_briefs_separator() -> None:
    assert mutated("$998", 1, 0.10, brief="$998 of $12,000") == "$1,098"
    assert mutated("$998", 1, 0.10, brief="$998 of $12000") == "$1098"
    assert mutated("$998", 1, 0.10, brief="$998 left") == "$1,098"
    assert mutated("998,5", 1, 0.10, brief="998,5 left") == "1098,4"


@pytest.mark.parametrize(("token", "direction", "change", "new"), [
    ("1 h 46 min", 1, 0.10, "1 h 57 min"),      # 106 min + 10 %
    ("1 h 46 min", -1, 0.30, "1 h 14 min"),
    ("1 min 14 s", 1, 0.30, "1 min 36 s"),
    ("48:41", 1, 0.10, "53:33"),                # m:ss stays m:ss
    ("1:30:32", -1, 0.10, "1:21:29"),
    ("5:42 /km", 1, 0.05, "5:59 /km"),
    ("1 h 5 min", -1, 0.30, "1 h 25 min"),      # below an hour: the other way
])
def test_a_duration_stays_in_its_fields(token: str, direction: int, change: float,
                                        new: str) -> None:
    assert mutated(token, direction, change) == new


@pytest.mark.parametrize(("token", "direction", "change", "new"), [
    ("three", 1, 0.30, "four"),
    ("Three", -1, 0.30, "Two"),                 # capitals kept
    ("four weeks", 1, 0.30, "five weeks"),
    ("two", -1, 0.30, "three"),                 # never "one"
    ("top five", -1, 0.20, "top four"),
])
def test_a_number_word_stays_a_word(token: str, direction: int, change: float,
                                    new: str) -> None:
    assert mutated(token, direction, change) == new


@pytest.mark.parametrize(("token", "why"), [
    ("Sep 21", "date"), ("7 PM", "clock time"), ("6½ months", "fraction"),
    ("2.4–2.7×", "several numbers"), ("$0.00", "zero"), ("half", "number word"),
    ("twice", "number word"), ("two-thirds", "number word"), ("one", "number word"),
])
def test_what_is_skipped_says_why(token: str, why: str) -> None:
    assert perturb.mutate(token, token, random.Random(0)) == why


# ---------------------------------------------------------------- really wrong

def test_a_change_that_rounds_back_takes_one_step() -> None:
    # 3 x 1.1 = 3.3 is still "3": the smallest wrong value in that direction
    new, factor, step = perturb.mutate("3 refunds", "", Draw(1, 0.10))  # type: ignore[misc]
    assert (new, factor, step) == ("4 refunds", 1.1, True)
    # 1 can only go up
    assert mutated("1 day", -1, 0.30) == "2 day"


_FORMATS = st.sampled_from(["{}", "${}", "−{}", "+{}%", "~€{} M", "{} km", "{}×", "£{}K"])


@given(st.decimals(min_value=Decimal("0.01"), max_value=Decimal(10**7), places=2),
       st.integers(0, 3), st.booleans(), _FORMATS, st.integers(0, 2**32))
def test_a_mutation_never_rounds_to_the_original(value: Decimal, decimals: int, group: bool,
                                                 shape: str, seed: int) -> None:
    q = Decimal(1).scaleb(-decimals)
    written = value.quantize(q)
    if written == 0:
        return
    numeral = f"{written:,f}" if group else f"{written:f}"
    token = shape.format(numeral)
    new, factor, step = perturb.mutate(token, token, random.Random(seed))  # type: ignore[misc]
    (old_n,), (new_n,) = perturb.numerals(token), perturb.numerals(new)
    assert new_n.value != old_n.value
    assert new_n.decimals == old_n.decimals
    assert new[:new_n.start] == token[:old_n.start]      # sign, currency, ~ kept
    assert new[new_n.end:] == token[old_n.end:]          # unit, scale, % kept
    assert new_n.group == old_n.group or len(old_n.integer) < 4 or len(new_n.integer) < 4
    if not step:
        assert 0.04 <= abs(factor - 1) <= 0.30 + 1e-9
        # the written value is the drawn one, to the written precision
        assert abs(new_n.value - written * Decimal(str(factor))) <= q / 2


# ---------------------------------------------------------------- swaps

POOL = {
    "results": [
        {"name": "Brand", "metrics": {"costMicros": "1683420000", "ctr": 0.14815,
                                      "conversions": 388.0}},
        {"name": "Tents", "metrics": {"costMicros": "4977380000", "ctr": 0.0401,
                                      "conversions": 97.5}},
    ],
    "recovery": {"hrv_ms": 49.1, "hrv_baseline_ms": 56.2, "sleep_avg_h": 6.6, "user_id": 50},
    "balance": {"current": -12.5, "previous": 30.0},
}


def swapped(token: str, path: str, brief: str = "") -> tuple[str, str, str] | str:
    return perturb.swap(token, brief or token, path, POOL, random.Random(0))


def test_a_swap_is_written_at_the_copied_numbers_scale() -> None:
    # $1,683 reads costMicros at 10^-6: the next record's reads the same way
    assert swapped("$1,683", "results[0].metrics.costMicros", "$1,683 of $9,740") == (
        "$4,977", "results[1].metrics.costMicros", "sibling record")
    # a percent of a fraction, one decimal
    assert swapped("14.8%", "results[0].metrics.ctr") == (
        "4.0%", "results[1].metrics.ctr", "sibling record")


def test_a_sibling_field_is_of_the_same_kind() -> None:
    # hrv_ms swaps with hrv_baseline_ms (ms both), never sleep_avg_h or an id
    assert swapped("49.1 ms", "recovery.hrv_ms") == (
        "56.2 ms", "recovery.hrv_baseline_ms", "sibling field")
    assert swapped("6.6 hours", "recovery.sleep_avg_h") == "no neighbour"


def test_a_swap_that_reads_as_the_original_or_flips_the_sign_is_skipped() -> None:
    pool = {"rows": [{"v": 12.04}, {"v": 11.96}, {"v": -3.0}]}
    assert perturb.swap("12", "12", "rows[0].v", pool, random.Random(0)) == "no neighbour"
    assert perturb.swap("−12.5", "−12.5", "balance.current", POOL,
                        random.Random(0)) == "no neighbour"


def test_what_a_swap_skips_says_why() -> None:
    assert swapped("Mar 3", "results[0].name") == "date"
    assert swapped("four", "results[0].metrics.conversions") == "no numeral (a word or a code)"
    assert swapped("388", "results[0].name") == "not a number in the pool"
    assert swapped("999", "results[0].metrics.conversions") == "not a scaled reading"


def test_paths_read_and_show() -> None:
    assert perturb.parse_path('results[0].metrics["cost.usd"]') == [
        "results", 0, "metrics", "cost.usd"]
    assert perturb.show_path(["results", 0, "metrics", "ctr"]) == "results[0].metrics.ctr"


# ---------------------------------------------------------------- committed records

@pytest.mark.parametrize("name", ["natural.jsonl", "natural2.jsonl", "natural3.jsonl"])
@pytest.mark.parametrize("kind", ["mutations", "swaps"])
def test_the_committed_records_are_current(kind: str, name: str) -> None:
    """Regenerating gives the committed file: the seed makes it reproducible,
    and a corpus edit that moves a number fails here, not in a figure."""
    corpus_file = ROOT / "corpus" / name
    target = perturb.OUT[kind] / name
    made, _ = perturb.MAKERS[kind](perturb.faithful(corpus_file))
    assert [json.loads(line) for line in target.open(encoding="utf-8")] == made
    texts = {c["id"]: c["text"] for c in perturb.faithful(corpus_file)}
    for r in made:
        assert texts[r["id"]][r["start"]:r["start"] + len(r["old"])] == r["old"]
        assert r["new"] != r["old"]


# ---------------------------------------------------------------- the held-out round

@pytest.mark.parametrize("argv", [["--splits", "holdout"],
                                  ["--show", "flags", "--split", "holdout"]])
def test_the_held_out_round_is_read_only_when_asked(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        natural.main(argv)
    assert exit_.value.code == 2


def test_a_wrong_number_is_caught_when_any_finding_on_it_is_a_flag() -> None:
    assert natural._outcome([("grounded", False), ("invented", True)]) == "flagged"
    assert natural._outcome([("derived", False)]) == "derived"
    assert natural._outcome([]) == "no token"


class _Token:
    def __init__(self, start: int, end: int) -> None:
        self.start, self.end = start, end


class _Finding:
    def __init__(self, start: int, end: int, verdict: str, chance: float | None) -> None:
        self.token, self.verdict, self.chance = _Token(start, end), verdict, chance
        self.flagged = False
        self.how = None


class _Report:
    def __init__(self, findings: list[_Finding]) -> None:
        self.findings = tuple(findings)
        self.flagged = ()
        self.claims = len(findings)


def _fake_check(text: str, pool: object, **options: object) -> _Report:
    """Every number derived (chance 0.25) or unverified, alternately."""
    import re
    return _Report([_Finding(m.start(), m.end(), "derived" if i % 2 else "unverified",
                             0.25 if i % 2 else None)
                    for i, m in enumerate(re.finditer(r"\d[\d,.]*", text))])


def test_unverified_and_chance_are_read_once_they_exist(monkeypatch: pytest.MonkeyPatch) -> None:
    """The columns a new verdict and a new attribute fill (issue 25): read
    through a stand-in check, so no corpus case is checked here."""
    monkeypatch.setattr(natural, "UNVERIFIED", "unverified")
    monkeypatch.setattr(natural.numground, "check", _fake_check)
    n = natural.figures("dev", {}, ("mutations",), jobs=1)
    assert n["mutations n"] > 0 and n["mutations flagged"] == 0
    assert n["mutations flagged or unverified"] == n["mutations unverified"] > 0
    assert 0 < n["unverified"] < n["claims"]
    rows = dict(natural._rows(("mutations",), [n]))
    assert rows["mean chance, derived"][0].startswith("0.250")
    assert rows["unverified per claim"][0] != "n/a"
    assert rows["  flagged or unverified"][0].startswith(f"{n['mutations unverified']}/")


def test_a_probe_is_read_right_by_kind_and_verdict_or_by_no_token() -> None:
    """bench/probes.py: the token at the mark, its kind and verdict; a mark that
    should be no token is right only when nothing overlaps it."""
    import probes

    grounded = {"text": "Median resolve time was 4 m 07 s.", "pool": {"median_resolve_s": 247},
                "mark": {"text": "4 m 07 s", "start": 24},
                "expect": {"kind": "claim", "verdict": "grounded"}}
    assert probes.read(grounded) == ("claim", "grounded")
    assert probes.right(grounded, *probes.read(grounded))
    wrong = {**grounded, "pool": {"median_resolve_s": 250}}
    assert not probes.right(wrong, *probes.read(wrong))
    none = {"text": "It costs $3.85 per 1,000 litres.", "pool": {},
            "mark": {"text": "1,000", "start": 19}, "expect": {"kind": "none"}}
    assert probes.right(none, "none", None)
    assert not probes.right(none, "claim", "invented")
    kind, verdict = probes.read(none)
    assert kind.startswith("inside:") and probes.right(none, kind, verdict)
    own = {"text": "It saw 2 per day and 1,000 visits.", "pool": {},
           "mark": {"text": "1,000", "start": 21}, "expect": {"kind": "none"}}
    assert not probes.right(own, *probes.read(own))
    rate = {"text": "It costs $3.85 per 1,000 litres.", "pool": {"price": 3.85},
            "mark": {"text": "$3.85", "start": 9},
            "expect": {"kind": "claim", "verdict": "grounded"}}
    assert probes.read(rate) == ("claim", "grounded")
    short = {**grounded, "mark": {"text": "4 m 07 s.", "start": 24}}
    assert probes.read(short)[0].startswith("other:")
