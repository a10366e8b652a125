"""Where a number stands in a brief's markdown, and what those words tell the checker."""

from __future__ import annotations

from decimal import Decimal

from numground import Verdict, check
from numground.lex.tokens import Kind, Token
from numground.text.layout import Layout, in_context

BRIEF = """## Spending by category
| Category | April | March | Change |
|---|---|---|---|
| Food & Groceries | €412.86 | €468.20 | −€55.34 |

**What drove it:** Shopping fell 43%.
- **Discounts:** $612.30 (7.3% of gross sales)
"""


def test_a_cell_knows_its_row_and_column() -> None:
    layout = Layout(BRIEF)
    place = layout.place(BRIEF.index("€468.20"))
    assert (place.header, place.row, place.heading) == ("March", "Food & Groceries",
                                                        "Spending by category")
    cell = place.cell
    assert cell is not None and BRIEF[cell[0] : cell[1]].strip() == "€468.20"
    assert layout.place(BRIEF.index("−€55.34")).header == "Change"


def test_a_line_knows_its_label_and_heading() -> None:
    layout = Layout(BRIEF)
    assert layout.place(BRIEF.index("612.30")).label == "Discounts"
    assert layout.place(BRIEF.index("43%")).label == "What drove it"
    before = Layout("Up 4% today.\n## Spending\n- Fees $5\n")
    assert before.place(3).heading == "" and before.place(27).heading == "Spending"
    plain = Layout("Net sales were $7,560.20 today.")
    assert plain.place(10).label == "" and plain.place(10).heading == ""


def test_a_bold_line_is_a_heading() -> None:
    text = "**Where it went**\n- Tesco £64.18\n"
    assert Layout(text).place(text.index("64.18")).heading == "Where it went"


def _claim(text: str, unit: str | None = None) -> Token:
    return Token(text, 0, len(text), Kind.CLAIM, Decimal("5"), Decimal("1"), unit)


def test_header_words_mark_a_change_and_heading_words_give_money_a_direction() -> None:
    layout = Layout(BRIEF)
    change = in_context(_claim("5"), layout.place(BRIEF.index("−€55.34")))
    assert change.compared
    april = in_context(_claim("5", "EUR"), layout.place(BRIEF.index("€412.86")))
    assert april.cue == "down" and not april.compared  # spending: an outflow, no change
    count = in_context(_claim("5"), layout.place(BRIEF.index("€412.86")))
    assert count.cue is None  # only money takes a direction from a word of outflow


def test_a_change_column_lets_a_cell_be_derived_and_no_other_does() -> None:
    pool = {"categories": [{"name": "Food", "amount": -412.86, "previous": -468.2}]}
    head = "## Spending\n| Category | April | March | {} |\n|---|---|---|---|\n"
    row = "| Food | €412.86 | €468.20 | −€55.34 |"
    found = {f.token.text: f.verdict for f in check(head.format("Change") + row, pool).findings}
    assert found["−€55.34"] is Verdict.DERIVED
    found = {f.token.text: f.verdict for f in check(head.format("Note") + row, pool).findings}
    assert found["−€55.34"] is Verdict.INVENTED
