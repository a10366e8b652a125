"""The speed-ups of issue 19 in ``check`` change no finding.

``Binder.bind`` scores the entries a common word reaches by shape
(``Binder._top_two``); it must name the same two best entries, with the same
scores, as scoring every entry one by one (``Binder._ranked``). ``check``
hands ``context_words`` only the dates of the claim's own line; the words
must be those that all the dates of the text give.
"""

from __future__ import annotations

import heapq
import json
import random
from pathlib import Path

import pytest

from numground import Pool, tokenize
from numground.judge.bind import Binder, context_words
from numground.lex.tokens import Kind, Token
from numground.text.layout import layout_of

CORPUS = Path(__file__).resolve().parents[2] / "corpus"


def _pool(seed: int) -> Pool:
    rng = random.Random(seed)
    data: dict[str, object] = {
        "metrics": {
            (f"m{i}_bpm" if i % 7 == 0 else f"m{i}_km" if i % 11 == 0 else f"m{i}"):
                rng.choice([1, 2.5, 60, 144]) for i in range(300)
        },
        "sleep": {"hours_avg": 7.4, "prior_week_hours": 7.1, "target_hours": 8},
        "runs": [{"label": "long run", "distance_km": 21.1, "avg_hr_bpm": 144}],
    }
    return Pool.from_data(data)


def _claim(unit: str | None, compared: bool) -> Token:
    return Token(text="7", start=0, end=1, kind=Kind.CLAIM, value=None, unit=unit,
                 compared=compared)


@pytest.mark.parametrize("seed", range(8))
def test_scoring_by_shape_names_the_same_two_best(seed: int) -> None:
    binder = Binder(_pool(seed))
    entries = binder._entries
    rng = random.Random(seed)
    vocabulary = sorted(binder._idf) + ["unknown", "prior", "target", "vs", "than"]
    checked = 0
    for _ in range(200):
        words = rng.sample(vocabulary, rng.randint(1, 6)) + ["metric"] * rng.randint(0, 1)
        context = {w: rng.choice([0.15, 0.3, 0.8, 1.0]) for w in words}
        refused, favoured = rng.choice([None, "bpm", "km"]), rng.choice([None, "bpm", "km"])

        # any score of (total, unit, money, norm), and of the words of an
        # entry with a word of comparison, as bind's own is
        def score(i: int, total: float, refused: str | None = refused,
                  favoured: str | None = favoured) -> float | None:
            e = entries[i]
            if refused is not None and e.unit == refused:
                return None
            s = total / e.norm * (1.25 if e.unit == favoured else 1.0)
            return s + 0.1 * len(e.words) if i in binder._with_refs else s

        common = [w for w in context if w in binder._shapes_of]
        if not common:
            continue
        full = heapq.nlargest(2, binder._ranked(context, score))
        assert binder._top_two(context, common, score) == full
        checked += 1
        binder.bind(_claim(favoured, rng.random() < 0.5), context)  # total
    assert checked > 50


def _corpus_briefs(n: int) -> list[str]:
    texts = [json.loads(line)["text"] for line in (CORPUS / "briefs.jsonl").open(encoding="utf-8")]
    return texts[:n]


def test_a_claim_reads_the_same_words_from_its_line_dates_as_from_all() -> None:
    for text in _corpus_briefs(40):
        tokens = tokenize(text)
        layout = layout_of(text)
        days = [t for t in tokens if t.kind is Kind.DATE]
        for t in tokens:
            if t.kind is not Kind.CLAIM:
                continue
            lo = text.rfind("\n", 0, t.start) + 1
            hi = text.find("\n", t.end)
            hi = len(text) if hi < 0 else hi
            on_line = [d for d in days if lo <= d.start < hi]
            assert context_words(text, t, None, None, layout, days) == context_words(
                text, t, None, None, layout, on_line)


def test_the_word_right_after_a_number_still_counts_as_near() -> None:
    """Pinned: with ``text_words`` cached as a tuple, its comparison with a
    list once failed, and the counted word fell to AFTER (a lost binding in
    briefs.jsonl:6)."""
    text = "512 orders came from new customers"
    claim = next(t for t in tokenize(text) if t.kind is Kind.CLAIM)
    words = context_words(text, claim, None, None, layout_of(text))
    assert words["order"] == 1.0
