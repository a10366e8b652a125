"""What a check carries through its passes (``judge.state``): one way to write
a verdict, stamped with the pass that wrote it; the sentences of the text; the
bindings and the entries a claim's words name."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground.data.pool import Pool
from numground.judge.bind import named_entries
from numground.judge.passes import run
from numground.judge.state import MARGIN, Binding, CheckState, Options
from numground.lex.tokenize import tokenize
from numground.lex.tokens import Kind
from numground.tables.verdicts import Verdict
from numground.text.layout import in_context, layout_of

OPTIONS = Options(Decimal("0.05"), frozenset({"difference"}), bind=True)


def _state(text: str, data: object = None) -> CheckState:
    layout = layout_of(text)
    tokens = [in_context(t, layout.place(t.start)) for t in tokenize(text)]
    return CheckState(text, Pool.from_data(data or {}), OPTIONS, layout, tokens)


def test_decide_appends_then_rewrites_and_stamps_the_pass() -> None:
    state = _state("HR 52 bpm, HRV 61 ms.")
    state.deciding = "look_up"
    state.decide(0, Verdict.INVENTED)
    state.decide(1, Verdict.GROUNDED, ["hrv"])
    assert [(f.token.text, f.verdict, f.decided_by) for f in state.findings] == [
        ("52 bpm", Verdict.INVENTED, "look_up"), ("61 ms", Verdict.GROUNDED, "look_up")]
    state.deciding = "explain_prose"
    state.decide(0, Verdict.DERIVED, how="52 = 50 + 2", chance=0.0)
    first = state.findings[0]
    assert (first.verdict, first.decided_by, first.how, first.chance) == (
        Verdict.DERIVED, "explain_prose", "52 = 50 + 2", 0.0)
    assert state.findings[1].decided_by == "look_up"  # the other finding stays as it was
    assert state.findings[1].sources == ("hrv",)  # sources kept as a tuple
    assert len(state.findings) == 2


def test_sentences_group_token_indexes() -> None:
    state = _state("HR 52 bpm, HRV 61 ms. No numbers here. Ran 5 km\nin 30 min.")
    groups = [g for g in state.sentences if g]
    assert [[state.tokens[i].text for i in g] for g in groups] == [
        ["52 bpm", "61 ms"], ["5 km"], ["30 min"]]
    assert sum(len(g) for g in state.sentences) == len(state.tokens)
    assert state.sentences is state.sentences  # computed once


def test_is_number() -> None:
    state = _state("On Aug 7 HR was 52; v1.2.3")
    kinds = [(t.text, t.kind) for t in state.tokens]
    assert kinds[0] == ("Aug 7", Kind.DATE)
    assert [state.is_number(i) for i in range(len(state.tokens))] == [
        t.kind is Kind.CLAIM and t.value is not None for t in state.tokens]
    assert state.is_number(1) and not state.is_number(0)


def test_named_entries_are_read_once_after_binding() -> None:
    data = {"resting_hr_bpm": 51, "baseline_hr_bpm": 47, "sleep_h": 7.5}
    text = "Resting HR 51 bpm against a baseline of 47 bpm."
    state = _state(text, data)
    assert named_entries(state, 0) == {} and state.named == {0: {}}  # no words read yet
    fresh = _state(text, data)
    run(fresh)
    found = named_entries(fresh, 0)
    assert found and max(found, key=found.__getitem__) == "resting_hr_bpm"
    assert "sleep_h" not in found
    assert named_entries(fresh, 0) is found is fresh.named[0]  # kept on the state


def test_a_binding_owns_its_entry_or_its_records_dates() -> None:
    field = Binding("order.total", 3.0, 1.0, {"order.tax": 1.0, "refund.total": 1.6})
    assert field.owns("order.total") and not field.owns("order.tax")
    assert field.prefers("order.tax")  # 3.0 >= MARGIN x 1.0
    assert not field.prefers("refund.total")  # 3.0 < MARGIN x 1.6
    assert field.prefers("elsewhere")  # a rival the words do not name at all
    record = Binding("order.created_at", 1.0, 0.9, {}, record="order")
    assert record.owns("order.settled_at") and not record.owns("refund.settled_at")
    assert MARGIN == 2.0


def test_options_are_frozen() -> None:
    with pytest.raises(AttributeError):
        OPTIONS.bind = False  # type: ignore[misc]
