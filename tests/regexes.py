"""What the grammar tests ask of a terminal's regular expression: the
characters a match can begin with, and the pattern without its look-arounds."""

from __future__ import annotations

import re
from typing import Any

__all__ = ["first_chars", "first_class", "language", "strip_lookarounds"]


def first_chars(pattern: str) -> set[str] | None:
    """The characters a match of ``pattern`` can begin with (None: any, or
    a class such as ``\\w`` or ``[^x]`` that is not listed character by
    character; ``first_class`` has those).

    Look-arounds and anchors match nothing, so they are skipped: the set is
    never too small. Case-insensitive letters count in both cases.
    """
    found = _first_items(pattern)
    if found is None:
        return None
    out: set[str] = set()
    for op, av, flags in found:
        if op == "LITERAL":
            out |= _cased(av, flags)
        elif op == "IN" and all(iop in ("LITERAL", "RANGE") for iop, _ in av):
            for iop, iav in av:
                codes = [iav] if iop == "LITERAL" else range(iav[0], iav[1] + 1)
                for code in codes:
                    out |= _cased(code, flags)
        else:
            return None
    return out


def first_class(pattern: str) -> re.Pattern[str] | None:
    """A regex that matches one character: any a match of ``pattern`` can
    begin with (and, for look-arounds it skips, maybe more). None: unknown."""
    found = _first_items(pattern)
    if found is None:
        return None
    parts = []
    for op, av, flags in found:
        case = "(?i:%s)" if flags & re.IGNORECASE else "%s"
        if op == "LITERAL":
            parts.append(case % re.escape(chr(av)))
        elif op == "NOT_LITERAL":
            parts.append(case % ("[^" + re.escape(chr(av)) + "]"))
        elif op == "ANY":
            parts.append("(?s:.)")
        else:
            items = []
            for iop, iav in av:
                if iop == "NEGATE":
                    items.insert(0, "^")
                elif iop == "LITERAL":
                    items.append(re.escape(chr(iav)))
                elif iop == "RANGE":
                    items.append(re.escape(chr(iav[0])) + "-" + re.escape(chr(iav[1])))
                elif iop == "CATEGORY" and iav in _CATEGORIES:
                    items.append(_CATEGORIES[iav])
                else:
                    return None
            parts.append(case % ("[" + "".join(items) + "]"))
    return re.compile("|".join(parts) or "(?!)")


_CATEGORIES = {"CATEGORY_DIGIT": r"\d", "CATEGORY_NOT_DIGIT": r"\D", "CATEGORY_SPACE": r"\s",
               "CATEGORY_NOT_SPACE": r"\S", "CATEGORY_WORD": r"\w", "CATEGORY_NOT_WORD": r"\W"}


def _cased(code: int, flags: int) -> set[str]:
    c = chr(code)
    return {c, c.lower(), c.upper()} if flags & re.IGNORECASE else {c}


def _first_items(pattern: str) -> list[tuple[str, Any, int]] | None:
    """The parsed items a match of ``pattern`` can begin with, each with its
    flags (``LITERAL``, ``NOT_LITERAL``, ``IN`` or ``ANY``); None: unknown."""
    try:
        import re._parser as sp
    except ImportError:  # Python 3.10
        import sre_parse as sp  # type: ignore[no-redef]

    def seq(items: Any, flags: int) -> tuple[list | None, bool]:
        out: list = []
        for op, av in items:
            found, nullable = one(str(op), av, flags)
            if found is None:
                return None, False
            out += found
            if not nullable:
                return out, False
        return out, True

    def one(op: str, av: Any, flags: int) -> tuple[list | None, bool]:
        if op == "IN":
            items = [(str(i), str(a) if str(i) == "CATEGORY" else a) for i, a in av]
            return [(op, items, flags)], False
        if op in ("LITERAL", "NOT_LITERAL", "ANY"):
            return [(op, av, flags)], False
        if op == "BRANCH":
            out: list = []
            nullable = False
            for alt in av[1]:
                found, n = seq(list(alt), flags)
                if found is None:
                    return None, False
                out += found
                nullable |= n
            return out, nullable
        if op == "SUBPATTERN":
            _, add, remove, sub = av
            return seq(list(sub), (flags | add) & ~remove)
        if op in ("MAX_REPEAT", "MIN_REPEAT"):
            low, _, sub = av
            found, n = seq(list(sub), flags)
            return found, low == 0 or n
        if op in ("AT", "ASSERT", "ASSERT_NOT"):
            return [], True
        return None, False

    parsed = sp.parse(pattern)
    return seq(list(parsed), parsed.state.flags)[0]


def strip_lookarounds(pattern: str) -> str:
    """``pattern`` without its look-ahead/-behind groups.

    ``st.from_regex(..., fullmatch=True)`` cannot satisfy a look-ahead at the
    end of a match (nothing follows), so it gives up on those terminals. The
    context a look-around demands comes from the neighbouring draws instead.
    What is left matches everything the pattern did, and more.
    """
    out, i, n = [], 0, len(pattern)
    while i < n:
        if pattern.startswith(("(?=", "(?!", "(?<=", "(?<!"), i) and (
            i == 0 or pattern[i - 1] != "\\"
        ):
            depth, j, in_class = 0, i, False
            while j < n:
                c = pattern[j]
                if c == "\\":
                    j += 2
                    continue
                if in_class:
                    in_class = c != "]"
                elif c == "[":
                    in_class = True
                elif c == "(":
                    depth += 1
                elif c == ")":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            i = j + 1
            continue
        out.append(pattern[i])
        i += 1
    return "".join(out)


def language(pattern: str, limit: int = 5000) -> set[str] | None:
    """Every string ``pattern`` matches, when they are few (look-arounds
    and anchors are skipped, so it may be more); None: too many, or unbounded.
    Case-insensitive letters are written in lower case."""
    try:
        import re._parser as sp
    except ImportError:  # Python 3.10
        import sre_parse as sp  # type: ignore[no-redef]

    def seq(items: Any, flags: int) -> set[str] | None:
        out = {""}
        for op, av in items:
            part = one(str(op), av, flags)
            if part is None:
                return None
            out = {a + b for a in out for b in part}
            if len(out) > limit:
                return None
        return out

    def char(code: int, flags: int) -> str:
        return chr(code).lower() if flags & re.IGNORECASE else chr(code)

    def one(op: str, av: Any, flags: int) -> set[str] | None:
        if op == "LITERAL":
            return {char(av, flags)}
        if op == "IN":
            out = set()
            for iop, iav in av:
                if str(iop) == "LITERAL":
                    out.add(char(iav, flags))
                elif str(iop) == "RANGE" and iav[1] - iav[0] < limit:
                    out |= {char(c, flags) for c in range(iav[0], iav[1] + 1)}
                else:
                    return None
            return out
        if op == "BRANCH":
            out = set()
            for alt in av[1]:
                found = seq(list(alt), flags)
                if found is None:
                    return None
                out |= found
            return out
        if op == "SUBPATTERN":
            _, add, remove, sub = av
            return seq(list(sub), (flags | add) & ~remove)
        if op in ("MAX_REPEAT", "MIN_REPEAT"):
            low, high, sub = av
            body = seq(list(sub), flags)
            if body is None or high > 8:
                return None
            out, layer = ({""} if low == 0 else set()), {""}
            for n in range(1, high + 1):
                layer = {a + b for a in layer for b in body}
                if len(layer) > limit:
                    return None
                if n >= low:
                    out |= layer
            return out
        if op in ("AT", "ASSERT", "ASSERT_NOT"):
            return {""}
        return None

    parsed = sp.parse(pattern)
    return seq(list(parsed), parsed.state.flags)
