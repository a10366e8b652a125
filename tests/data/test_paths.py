"""Path algebra (``data.paths``): how a pool path is split, walked and compared."""

from __future__ import annotations

import pytest

from numground.data.paths import (
    ancestors,
    confusable,
    element,
    field_of,
    indexes,
    innermost_element,
    key_of,
    parent,
    related,
    split,
    unindexed,
)


@pytest.mark.parametrize(("path", "head", "last"), [
    ("workouts[2].km", "workouts[2]", "km"),
    ("splits[3]", "splits", "[3]"),
    ("a.b.c", "a.b", "c"),
    ("rows[1].f[3].v", "rows[1].f[3]", "v"),
    ("tsb", "", "tsb"),
    ("", "", ""),
])
def test_split_parent_and_key(path: str, head: str, last: str) -> None:
    assert split(path) == (head, last)
    assert parent(path) == head and key_of(path) == last


@pytest.mark.parametrize(("path", "above"), [
    ("a[2].b.c", ["a[2].b", "a[2]", "a", ""]),
    ("a.b", ["a", ""]),
    ("tsb", [""]),
    ("[0].x", ["[0]", ""]),  # a top-level list: its element, then the root
])
def test_ancestors_nearest_first(path: str, above: list[str]) -> None:
    assert list(ancestors(path)) == above


@pytest.mark.parametrize(("path", "found"), [
    ("nights[3].hr", ("nights", 3, "hr")),
    ("nights[3]", ("nights", 3, "")),
    ("a[1].b[2].c", ("a[1].b", 2, "c")),  # the last list position
    ("a[1].b.c[4].d[5]", ("a[1].b.c[4].d", 5, "")),
    ("a[1].b.c", ("a", 1, "b.c")),
    ("teams.home.score", None),
])
def test_element(path: str, found: tuple[str, int, str] | None) -> None:
    assert element(path) == found


def test_element_blanks_a_nested_list_in_the_field() -> None:
    # the greedy head takes the last position; a field is what follows it
    assert element("a[1].b[2].c") == ("a[1].b", 2, "c")
    assert element("x[0].y") == ("x", 0, "y")


@pytest.mark.parametrize(("path", "inner", "field", "blank", "positions"), [
    ("positions[1].qty", "positions[1]", "positions[*].qty", "positions .qty", ("1",)),
    ("a[2].b[0]", "a[2].b[0]", "a[*].b[*]", "a .b ", ("2", "0")),
    ("a[2].b[0].c", "a[2].b[0]", "a[*].b[*].c", "a .b .c", ("2", "0")),
    ("tx.amount", None, "tx.amount", "tx.amount", ()),
])
def test_positions(path: str, inner: str | None, field: str, blank: str,
                   positions: tuple[str, ...]) -> None:
    assert innermost_element(path) == inner
    assert field_of(path) == field
    assert unindexed(path) == blank
    assert indexes(path) == positions


@pytest.mark.parametrize(("a", "b", "rel", "conf"), [
    ("hr", "hr", True, True),  # one entry
    ("m.ctl", "m.atl", True, True),  # siblings
    ("w[0].km", "w[1].km", True, True),  # cousins: one key of sibling elements
    ("this_month.spend", "last_month.spend", True, True),  # cousins: sibling objects
    ("w[0].km", "w[1].min", False, True),  # two fields of one list's elements
    ("mrr.churn", "prior.month.churn", False, True),  # one key, anywhere
    ("a.b.x", "c.d.y", False, False),  # nothing in common
    ("w[0].km", "v[0].min", False, False),  # elements of two lists
])
def test_related_and_confusable(a: str, b: str, rel: bool, conf: bool) -> None:
    assert related(a, b) is rel and related(b, a) is rel
    assert confusable(a, b) is conf and confusable(b, a) is conf
    assert conf or not rel  # relatives are always confusable
