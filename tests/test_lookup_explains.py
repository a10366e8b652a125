"""What a flag says: the scale slip said as one; the nearest entries a reader can use."""

from __future__ import annotations

import numground
from numground.judge.lookup import nearest_of
from numground.tables.verdicts import Verdict

POOL = {"currency": "usd", "fees_cents": 31240, "gross_cents": 1298400}


def test_cents_read_as_dollars_is_said_as_a_scale_slip() -> None:
    (f,) = numground.check("Processing fees came to $31,240 this month.", POOL).findings
    assert f.verdict is Verdict.UNIT_MISMATCH
    assert f.sources == ("fees_cents",)
    assert f.how is not None and "31,240 in minor units = 312.40 USD" in f.how
    (g,) = numground.check("Processing fees came to $312.40 this month.", POOL).findings
    assert g.verdict is Verdict.GROUNDED  # the twin: read in minor units
    (h,) = numground.check("Processing fees came to $41,240 this month.", POOL).findings
    assert h.verdict is Verdict.INVENTED and h.how is None  # no field gives it either way


def test_nearest_never_lists_a_code_an_id_or_a_description() -> None:
    pool = {"panel": [{"code": "1742-6", "id": 1744, "name": "ALT 1745 panel",
                       "value_u_l": 58, "ref_high": 56}]}
    (f,) = numground.check("ALT came back at 1743 U/L.", pool).findings
    assert f.verdict.is_invention
    listed = [n.path for n in f.nearest]
    assert listed and not {"panel[0].code", "panel[0].id", "panel[0].name"} & set(listed)


def test_nearest_lists_what_the_words_name_first() -> None:
    pool = numground.Pool.from_data({"weight": 82.4, "height": 80.1, "age": 80.9})
    (token,) = numground.tokenize("80.3")
    plain = [n.path for n in nearest_of(pool, token, None)]
    assert plain[0] == "height"  # nearest in value
    named = [n.path for n in nearest_of(pool, token, None, {"weight": 1.2, "age": 0.1})]
    assert named[0] == "weight"  # what the words name comes first; a faint name does not


def test_a_flagged_change_says_what_the_prose_numbers_give() -> None:
    pool = {"orders": 10833, "orders_prior": 10173}
    text = "Total orders were 10,833, up {} from 10,173."
    (_, wrong, _) = numground.check(text.format("7.4%"), pool).findings
    assert wrong.verdict is Verdict.INVENTED
    assert wrong.how == "the prose gives (10,833 − 10,173) / 10,173 = 6.49"
    (_, right, _) = numground.check(text.format("6.5%"), pool).findings
    assert right.verdict is Verdict.DERIVED  # the twin: the change it states is right
    # far off, it is another number, not this change miscomputed: nothing said
    (_, far, _) = numground.check(text.format("19.4%"), pool).findings
    assert far.verdict is Verdict.INVENTED and far.how is None
