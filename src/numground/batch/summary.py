"""The run summary: one total of an audit, read by the text summary and the HTML page alike.

:class:`Summary` is the hook :func:`numground.batch.audit.run` feeds with each
result (``OnResult``). It keeps nothing that grows with the number of
records, so a run of 100,000 records costs the memory of one of ten:

- exact totals: records, errors, claims, flagged claims (new ones, and those
  a baseline accepted), unverified claims, findings per verdict;
- the histogram's counts: records with no new flag, then ``BINS`` bins of
  the invention rate above zero, bin k holding rates in (k/BINS, (k+1)/BINS];
- the first ``ERRORS`` error lines, and the ``WORST`` worst records by
  invention rate (rate, then claims, then the earlier line);
- with ``spool=True`` (for the HTML pages), the result lines of the records
  with a new flag, in a temporary file, each worst record by its offset there.

Decided here:

- ``flagged`` counts claims of every flagged verdict (invented,
  sign_inversion, unit_mismatch, misattributed: ``verdicts.INVENTIONS``)
  that no baseline accepted: what the gate counts. ``counts`` are findings
  per verdict, accepted ones included, so ``counts["invented"]`` is one of
  the verdicts ``flagged`` adds up, never its total.
- The gate is ``report.gate`` (the one rule of a report, an audit and the
  command line), and a run with an error record fails whatever the rates.
"""

from __future__ import annotations

import heapq
import json
import os
import tempfile
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from typing import IO, Any, NamedTuple

from numground.report import gate
from numground.tables.verdicts import Verdict

__all__ = ["BINS", "ERRORS", "LISTED", "WORST", "Summary", "Worst"]

BINS = 20
"""Histogram bins of the invention rate above zero, each 1/BINS wide."""
WORST = 500
"""Worst records kept (the page's table lists them all)."""
LISTED = 10
"""Worst records the text summary lists."""
ERRORS = 20
"""Error lines kept."""

_VERDICTS = list(Verdict)
_UNVERIFIED = _VERDICTS.index(Verdict.UNVERIFIED)

Rate = Decimal | str | float | None


class Worst(NamedTuple):
    """One of the worst records."""

    rate: Fraction
    """Its invention rate, exactly (new flags over claims)."""
    claims: int
    inventions: int
    """Its new flagged claims."""
    line: int
    id: Any
    offset: int = -1
    """Where its result line is in the spool (-1: not spooled)."""
    length: int = 0


class Summary:
    """Totals over every result of a run, the histogram, the worst records and the first errors."""

    def __init__(self, *, spool: bool = False, directory: str | None = None) -> None:
        self.records = 0
        self.errors = 0
        self.claims = 0
        self.inventions = 0
        """Claims of any flagged verdict that no baseline accepted."""
        self.accepted = 0
        """Flagged claims a baseline accepted."""
        self.counts = [0] * len(_VERDICTS)
        """Findings per verdict, in ``Verdict`` member order, accepted ones included."""
        self.no_invention = 0
        """Records checked with no new flag (zero claims included)."""
        self.bins = [0] * BINS
        self.flagged_records = 0
        self.first_errors: list[tuple[int, Any, str]] = []
        self.first_error: int | None = None
        self.flagged: dict[Any, int] = {}
        """Baseline rows of the flagged findings → how often, when the outcomes carry them."""
        self._worst: list[tuple[Fraction, int, int, Worst]] = []
        self._file: IO[bytes] | None = tempfile.TemporaryFile(dir=directory) if spool else None  # noqa: SIM115
        self._size = 0

    # --- adding ---------------------------------------------------------------------

    def __call__(self, line: bytes, outcome: Any) -> None:
        self.add(outcome, line)

    def add(self, outcome: Any, line: bytes | None = None) -> None:
        """Count one result (``audit.Outcome``); ``line`` is its result line, spooled if asked."""
        self.records += 1
        if outcome.error:
            self.errors += 1
            if self.first_error is None:
                self.first_error = outcome.line
            if len(self.first_errors) < ERRORS:
                self.first_errors.append((outcome.line, outcome.id, _error_of(line)))
            return
        self.claims += outcome.claims
        self.inventions += outcome.inventions
        self.accepted += outcome.accepted
        for i, n in enumerate(outcome.counts):
            self.counts[i] += n
        for row in outcome.flagged:
            self.flagged[row] = self.flagged.get(row, 0) + 1
        if not outcome.inventions:
            self.no_invention += 1
            return
        rate = Fraction(outcome.inventions, outcome.claims)
        self.bins[min(BINS, -(-rate * BINS // 1)) - 1] += 1
        self.flagged_records += 1
        offset, length = -1, 0
        if self._file is not None and line is not None:
            if not line.endswith(b"\n"):
                line += b"\n"
            offset, length = self._size, len(line)
            self._file.write(line)
            self._size += length
        worst = Worst(rate, outcome.claims, outcome.inventions, outcome.line, outcome.id,
                      offset, length)  # fmt: skip
        key = (rate, outcome.claims, -outcome.line, worst)
        if len(self._worst) < WORST:
            heapq.heappush(self._worst, key)
        elif key[:3] > self._worst[0][:3]:
            heapq.heapreplace(self._worst, key)

    # --- reading ---------------------------------------------------------------------

    @property
    def unverified(self) -> int:
        """Unverified claims over every record."""
        return self.counts[_UNVERIFIED]

    @property
    def rate(self) -> float:
        """The aggregate invention rate: new flags over all claims (0.0 without claims)."""
        return self.inventions / self.claims if self.claims else 0.0

    @property
    def exact_rate(self) -> Fraction:
        return Fraction(self.inventions, self.claims) if self.claims else Fraction(0)

    def worst(self, n: int = WORST) -> list[Worst]:
        """The ``n`` worst records with a new flag, worst first."""
        ranked = sorted(self._worst, key=lambda k: k[:3], reverse=True)
        return [k[3] for k in ranked[:n]]

    def count(self, verdict: Verdict) -> int:
        return self.counts[_VERDICTS.index(verdict)]

    def passes(self, max_rate: Rate = None, max_unverified: Rate = None) -> bool:
        """The gate (``report.gate``; ``max_rate`` None is 0) and no error record."""
        if self.errors:
            return False
        return gate(self.inventions, self.unverified, self.claims,
                    max_rate if max_rate is not None else 0, max_unverified)  # fmt: skip

    def over(self, max_rate: Rate = None) -> bool:
        """Whether the invention rate alone is above ``max_rate`` (None: 0)."""
        return self.exact_rate > Fraction(str(max_rate if max_rate is not None else 0))

    def to_dict(self, max_rate: Rate = None, max_unverified: Rate = None) -> dict[str, Any]:
        return {
            "records": self.records,
            "errors": self.errors,
            "claims": self.claims,
            "inventions": self.inventions,
            "accepted": self.accepted,
            "unverified": self.unverified,
            "invention_rate": self.rate,
            "counts": {str(v): n for v, n in zip(_VERDICTS, self.counts, strict=True)},
            "worst": [{"id": w.id, "line": w.line, "invention_rate": float(w.rate),
                       "claims": w.claims} for w in self.worst(LISTED)],  # fmt: skip
            "gate": {"max_rate": float(max_rate or 0),
                     "max_unverified": None if max_unverified is None else float(max_unverified),
                     "passed": self.passes(max_rate, max_unverified)},  # fmt: skip
        }

    # --- the spool -------------------------------------------------------------------

    def result(self, worst: Worst) -> dict[str, Any]:
        """A worst record's result line, read back from the spool."""
        if self._file is None or worst.offset < 0:
            raise ValueError("this summary keeps no result lines (Summary(spool=True))")
        self._file.flush()
        self._file.seek(worst.offset)
        data: dict[str, Any] = json.loads(self._file.read(worst.length))
        self._file.seek(0, os.SEEK_END)
        return data

    def flagged_results(self) -> Iterator[dict[str, Any]]:
        """Every spooled result (records with a new flag), in input order."""
        if self._file is None:
            return
        self._file.flush()
        self._file.seek(0)
        for raw in self._file:
            yield json.loads(raw)
        self._file.seek(0, os.SEEK_END)

    def close(self) -> None:
        if self._file is not None:
            self._file.close()

    def __enter__(self) -> Summary:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _error_of(line: bytes | None) -> str:
    if not line:
        return ""
    try:
        message = json.loads(line).get("error", "")
    except (ValueError, AttributeError):
        return ""
    return message if isinstance(message, str) else ""
