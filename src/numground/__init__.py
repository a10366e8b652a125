"""numground: check the numbers in model-written prose against its data.

    >>> from numground import check
    >>> check("TSB is −7.5 today", {"tsb": -7.5}).invention_rate
    0.0
"""

from __future__ import annotations

from .check import check
from .errors import NumgroundError
from .pool import Pool, PoolEntry, PoolError
from .report import Finding, Report
from .tokenize import iter_tokens, numeric_tokens, tokenize
from .tokens import Kind, Token
from .verdicts import Verdict

__all__ = [
    "Finding",
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
