"""Properties of tokenize over arbitrary text (surrogates included)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from numground import tokenize

ANY_TEXT = st.text(st.characters(codec=None, categories=None), max_size=200)
NUMBERISH = st.lists(
    st.sampled_from(list("0123456789 .,-+−–~≈$%:/#kKMmb\n\u00a0()[]") + ["Aug ", "last ",
                    "Zone ", "about ", "km", "days", "am", "th", "v", "@", "http://", "between ",
                    " and ", " to ", "fell ", "a ", "in ", "at ", "Q", "pm", "/mi", "h "]),
    max_size=40,
).map("".join)


def _check(text: str) -> None:
    tokens = tokenize(text)
    last_end = 0
    for t in tokens:
        assert text[t.start : t.end] == t.text
        assert t.start < t.end
        assert t.start >= last_end, (text, tokens)
        last_end = t.end


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(ANY_TEXT)
def test_total_ordered_exact_offsets_on_any_text(text: str) -> None:
    _check(text)


@settings(max_examples=500, suppress_health_check=[HealthCheck.too_slow])
@given(NUMBERISH)
def test_total_ordered_exact_offsets_on_number_soup(text: str) -> None:
    _check(text)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(NUMBERISH)
def test_u2212_reads_as_hyphen_one_for_one(text: str) -> None:
    plain = tokenize(text.replace("\u2212", "-"))
    typographic = tokenize(text.replace("-", "\u2212"))
    assert [(t.start, t.end, t.kind, t.value) for t in plain] == [
        (t.start, t.end, t.kind, t.value) for t in typographic
    ]
