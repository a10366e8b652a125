"""numground: check the numbers in model-written prose against its data.

    >>> from numground import check
    >>> check("TSB is −7.5 today", {"tsb": -7.5}).invention_rate
    0.0

The public API:

- ``check(text, pool_or_data, **options) -> Report``: one ``Finding`` per
  numeric token; ``report.invention_rate``, ``report.counts``.
- ``tokenize(text) -> list[Token]`` and ``iter_tokens(text)``, the same
  tokens yielded chunk by chunk (memory bounded by a chunk, not the text);
  ``numeric_tokens(text)``, the claims as written.
- ``Pool.from_data(obj)``, ``Pool.from_json(path)``: the citable numbers of
  any JSON-like value (``PoolEntry`` each).
- ``Token``, ``Kind``, ``Finding``, ``Report``, ``Verdict``: what they return.
- ``NumgroundError`` is the base of every error on bad input
  (``PoolError``; ``InputTooLarge`` for a text over ``max_bytes``, 10 MB).

Batch audits are ``numground.batch.audit``, accepted findings (a baseline)
``numground.batch.accepted``; the command line is ``numground --help``.
"""

from __future__ import annotations

from numground.data.pool import Pool, PoolEntry, PoolError
from numground.judge.check import check
from numground.lex.tokenize import iter_tokens, numeric_tokens, tokenize
from numground.lex.tokens import Kind, Token
from numground.tables.verdicts import Verdict

from .errors import InputTooLarge, NumgroundError
from .report import Finding, Report

__all__ = [
    "Finding",
    "InputTooLarge",
    "Kind",
    "NumgroundError",
    "Pool",
    "PoolEntry",
    "PoolError",
    "Report",
    "Token",
    "Verdict",
    "check",
    "iter_tokens",
    "numeric_tokens",
    "tokenize",
]
__version__ = "0.1.0"
