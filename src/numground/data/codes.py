"""Text that is only text: codes, ids, URLs, descriptions and metadata objects (SPEC §3).

A number inside an identifier (``"1742-6"``, ``"NSR-53-2210"``,
``"/sobjects/Opportunity/0065g0000"``) or inside a name that describes a
thing (``"Pallet wrap 20 in x 1500 ft"``) is citable by direct look-up: a
brief may quote it. But it is no quantity of the record, so no computation
may use it: 4417 / 2210 of a bill of lading and a trailer number is no
"twice". The pool marks such entries (``PoolEntry.source``) and the judge
keeps them out of derivations.

A record's metadata object (Salesforce's ``attributes`` with ``type`` and
``url``, a HAL ``_links``) describes the API, not the record: its strings
are skipped, so neither its numbers nor its words reach binding.

Decided where SPEC §3 is silent:

- A code is a string under a key that names one (``id``, ``code``, ``sku``,
  ``loinc``, ``url``, ``serial``... ``CODE_WORDS``), or a string without
  whitespace that mixes letters and digits and is not one quantity (``52bpm``
  and ``3.5km`` are quantities; ``INC-2041-004`` is a code), or a URL, a
  path or an e-mail address. A string of digits and punctuation alone
  (``"120/80"``, ``"3-4"``) is a code only under a code key.
- A description is a string under a key that names a thing (``name``,
  ``title``, ``description``, ``product``... ``NAME_WORDS``). Notes and
  comments are prose: their numbers stay operands.
- A metadata object is an object of strings only (nested objects of
  strings too) that holds a URL or a path under ``url``, ``href``, ``uri``
  or ``self``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Literal

from numground.data.keys import words

__all__ = ["CODE_WORDS", "NAME_WORDS", "is_metadata", "text_role"]

CODE_WORDS = frozenset({
    "id", "ids", "code", "codes", "sku", "ref", "loinc", "cpt", "icd", "snomed", "ndc", "mrn",
    "upc", "ean", "isbn", "gtin", "serial", "url", "uri", "href", "link", "path", "email",
    "phone", "zip", "postcode", "postal", "iban", "bic", "swift", "routing", "version",
    "uuid", "guid", "hash", "sha", "slug", "key", "token", "vin", "plate", "bol", "scac",
    "trailer", "tracking", "ticket", "invoice", "order", "number", "num",
})  # fmt: skip
"""Key words whose strings are identifiers (``loinc``, ``order_number``, ``html_url``)."""

NAME_WORDS = frozenset({
    "name", "names", "title", "description", "desc", "product", "item", "label", "display",
    "variant", "model", "commodity", "equipment", "headline", "subject",
})  # fmt: skip
"""Key words whose strings describe a thing (``product_name``, ``description``)."""

_URL = re.compile(r"[a-z][a-z0-9+.-]*://|/[^\s/]+/|[^\s@]+@[^\s@]+\.[a-z]", re.IGNORECASE)
_LETTER = re.compile(r"[^\W\d_]")
_DIGIT = re.compile(r"[0-9]")

Role = Literal["code", "description"]


def text_role(key: object, text: str, whole_quantity: bool) -> Role | None:
    """Whether a string holding numbers is a code or a description (its
    numbers then look-up only), or None (prose, a quantity: operands).
    ``whole_quantity``: the tokenizer reads the whole string as one claim."""
    found = set(words(key)) if isinstance(key, str) else set()
    if not CODE_WORDS.isdisjoint(found):
        return "code"
    value = text.strip()
    if _URL.match(value) or (_URL.search(value) and not any(c.isspace() for c in value)):
        return "code"
    if (not any(c.isspace() for c in value) and not whole_quantity
            and _LETTER.search(value) and _DIGIT.search(value)):
        return "code"
    if not NAME_WORDS.isdisjoint(found):
        return "description"
    return None


_LINK_KEYS = frozenset({"url", "href", "uri", "self"})


def is_metadata(obj: Mapping[Any, Any]) -> bool:
    """Whether an object only describes the API (``{"type": "Opportunity",
    "url": "/services/data/v58.0/sobjects/..."}``, ``{"self": {"href": ...}}``)."""
    linked = False
    stack: list[Mapping[Any, Any]] = [obj]
    seen = 0
    while stack:
        current = stack.pop()
        seen += 1
        if seen > 32:
            return False
        for k, v in current.items():
            if isinstance(v, Mapping):
                stack.append(v)
            elif not isinstance(v, str):
                return False
            elif isinstance(k, str) and k.lower() in _LINK_KEYS and _URL.match(v.strip()):
                linked = True
    return linked
