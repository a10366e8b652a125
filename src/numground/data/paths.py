"""Path algebra: the one place a pool path is split, walked or compared.

A pool path names where a number sits in the data: keys joined with dots,
list positions in brackets (``workouts[2].distance_km``, ``rows[1].f[3].v``).
Everything that reads a path's structure (its parent object, its last key,
the list element it is in, the field it is of every element of a list)
asks this module, so the notation has one reader.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

__all__ = ["ancestors", "confusable", "element", "field_of", "indexes", "innermost_element",
           "key_of", "parent", "related", "split", "unindexed"]

_INDEX = re.compile(r"\[([0-9]+)\]")
_ELEMENT = re.compile(r"^(.*)\[([0-9]+)\](?:\.(.*))?$")


@lru_cache(maxsize=1 << 16)
def split(path: str) -> tuple[str, str]:
    """Parent path and last key (``workouts[2].km`` -> ``workouts[2]``, ``km``;
    ``splits[3]`` -> ``splits``, ``[3]``)."""
    cut = max(path.rfind("."), path.rfind("["))
    if cut < 0:
        return "", path
    return path[:cut], path[cut:].lstrip(".")


def parent(path: str) -> str:
    """The object an entry is a field of (``a[2].b`` -> ``a[2]``; a top key -> ``""``)."""
    return split(path)[0]


def key_of(path: str) -> str:
    """The last key of a path (``a[2].b`` -> ``b``)."""
    return split(path)[1]


def ancestors(path: str) -> Iterator[str]:
    """The object paths above an entry, nearest first (``a[2].b.c`` -> ``a[2].b``,
    ``a[2]``, ``a``, ``""``)."""
    while True:
        cut = max(path.rfind("."), path.rfind("["))
        if cut <= 0:
            yield ""
            return
        path = path[:cut]
        yield path


def element(path: str) -> tuple[str, int, str] | None:
    """``(list, index, field)`` of a path inside a list's element, the last
    list position it holds (``nights[3].hr`` -> ``("nights", 3, "hr")``; a
    nested list's positions in the field read ``[]``); None outside lists."""
    m = _ELEMENT.match(path)
    if m is None:
        return None
    head, index, rest = m.group(1), int(m.group(2)), m.group(3) or ""
    return head, index, _INDEX.sub("[]", rest)


def innermost_element(path: str) -> str | None:
    """The innermost list element a path is in (``positions[1].qty`` ->
    ``positions[1]``), or None."""
    last = None
    for m in _INDEX.finditer(path):
        last = m
    return path[: last.end()] if last else None


def field_of(path: str) -> str:
    """The field a path is of every element of its lists (``tx[3].amount`` ->
    ``tx[*].amount``)."""
    return _INDEX.sub("[*]", path)


def unindexed(path: str) -> str:
    """The path with its list positions blanked, for reading its words
    (``tx[3].amount`` -> ``tx .amount``)."""
    return _INDEX.sub(" ", path)


def indexes(path: str) -> tuple[str, ...]:
    """The list positions a path holds, outermost first (``a[2].b[0]`` -> ``("2", "0")``)."""
    return tuple(_INDEX.findall(path))


def related(a: str, b: str) -> bool:
    """Whether two paths are one entry, siblings (one object) or cousins (one
    key of sibling objects or list elements), as derivations pair them."""
    if a == b:
        return True
    (pa, ka), (pb, kb) = split(a), split(b)
    return pa == pb or (ka == kb and split(pa)[0] == split(pb)[0])


def confusable(a: str, b: str) -> bool:
    """Whether a writer could take one field for the other: relatives, one key
    at any two places (``mrr.churn`` and ``prior_month.churn``), or two
    fields of one list's elements."""
    if related(a, b):
        return True
    if split(a)[1] == split(b)[1]:
        return True
    ea, eb = element(a), element(b)
    return ea is not None and eb is not None and ea[0] == eb[0]
