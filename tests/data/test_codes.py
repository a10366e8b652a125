"""Codes, ids, URLs and descriptions are look-up only; metadata objects are no data;
a 0-100 probability is a percent (SPEC §3)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground import Verdict, check
from numground.data.codes import is_metadata, text_role
from numground.data.pool import Pool


@pytest.mark.parametrize(("key", "text", "role"), [
    ("loinc", "1742-6", "code"),  # a code key: even digits alone
    ("order_number", "4471", "code"),
    ("trailer", "NSR-53-2210", "code"),
    ("accession", "SPEC-88-6", "code"),  # letters and digits, no space, not one quantity
    ("html_url", "https://example.com/pr/1234", "code"),
    ("link", "see /v58.0/sobjects/x", "code"),
    ("contact", "ops@acme.example", "code"),
    ("description", "Pallet wrap 20 in x 1500 ft", "description"),
    ("product_name", "Model Y Long Range 2024", "description"),
    ("distance", "3.5km", None),  # one quantity
    ("hr", "52bpm", None),
    ("bp", "120/80", None),  # digits alone, no code key: a reading
    ("easy_run_mi", "3-4", None),
    ("notes", "Ran 12 km easy, felt good", None),  # prose: operands
])
def test_the_role_of_a_string_with_numbers(key: str, text: str, role: str | None) -> None:
    whole = text in ("3.5km", "52bpm")
    assert text_role(key, text, whole) == role


STOCK = {"items": [{"sku": "PW-20-BLK", "description": "Pallet wrap 20 in x 1500 ft",
                    "on_hand": 35, "reorder_point": 25}]}


def test_numbers_of_codes_and_descriptions_ground_by_look_up_only() -> None:
    pool = Pool.from_data(STOCK)
    sources = {(e.path, e.value): e.source for e in pool.entries}
    assert sources[("items[0].description", Decimal(20))] == "description"
    assert not [e for e in pool.entries if e.path == "items[0].description"][0].operand
    assert check("It comes in 20 in rolls.", STOCK).findings[0].verdict is Verdict.GROUNDED
    # 35 − 25 of the item's own fields is a computation; 35 − 20 of its description is none
    assert check("35 rolls, 10 above the reorder point.", STOCK).findings[1].verdict is (
        Verdict.DERIVED)
    assert check("35 rolls, 15 above the reorder point.", STOCK).findings[1].verdict is (
        Verdict.INVENTED)


def test_code_numbers_are_no_operands() -> None:
    shipment = {"shipment": {"bol": "BOL-2025-004417", "trailer": "NSR-53-2210", "pallets": 22}}
    found = check("The trailer holds twice the pallets.", shipment).findings
    assert all(f.verdict is not Verdict.DERIVED for f in found)  # 4417 / 2210 is no "twice"


def _deal(n: int, name: str, amount: int, probability: int) -> dict:
    ref = f"0065g0000{n}ABC{n}23"
    return {"attributes": {"type": "Opportunity",
                           "url": f"/services/data/v58.0/sobjects/Opportunity/{ref}"},
            "Id": ref, "Name": name, "Amount": amount, "Probability": probability,
            "CloseDate": "2025-06-30", "CurrencyIsoCode": "USD"}


CRM = {"totalSize": 3, "done": True,
       "records": [_deal(1, "Acme renewal", 48000, 60), _deal(2, "Globex expansion", 125000, 30),
                   _deal(3, "Initech pilot", 18500, 90)]}


def test_a_crm_records_metadata_is_skipped_and_its_probability_is_a_percent() -> None:
    pool = Pool.from_data(CRM)
    assert ("records[0].attributes", "metadata") in pool.skipped
    assert not any(".attributes" in e.path for e in pool.entries)
    units = {e.path: e.unit for e in pool.entries}
    assert units["records[0].Probability"] == "%"
    assert units["records[0].Amount"] == "USD"  # CurrencyIsoCode declares it


def test_a_deals_amount_beside_another_deals_name_is_misattributed() -> None:
    own = check("Globex expansion is worth $125,000 at 30% probability.", CRM).findings
    assert [f.verdict for f in own] == [Verdict.GROUNDED, Verdict.GROUNDED]
    assert own[0].binding == "records[1].Amount"
    other = check("Globex expansion is worth $48,000.", CRM).findings[0]
    assert other.verdict is Verdict.MISATTRIBUTED
    assert other.sources == ("records[0].Amount",)


@pytest.mark.parametrize(("value", "unit"), [(60, "%"), (62.5, "%"), (1, "%"), (0.6, None),
                                             (140, None)])
def test_a_probability_is_a_percent_when_it_counts_to_100(value: float, unit: str | None) -> None:
    assert Pool.from_data({"deal": {"Probability": value}}).entries[0].unit == unit


@pytest.mark.parametrize(("obj", "metadata"), [
    ({"type": "Opportunity", "url": "/services/data/v58.0/sobjects/Opportunity/1"}, True),
    ({"self": {"href": "https://api.example.com/orders/12"}}, True),
    ({"currencyCode": "USD", "timeZone": "America/New_York"}, False),  # GA4's: declarations
    ({"type": "Opportunity", "url": "/x/1", "count": 3}, False),  # holds a number
    ({"name": "Home page", "url": "not a link"}, False),
])
def test_what_is_a_metadata_object(obj: dict, metadata: bool) -> None:
    assert is_metadata(obj) is metadata
