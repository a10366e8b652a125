"""The switches ``check`` and ``audit`` share (issue 27): one case per switch,
run by ``tests/test_cli.py`` on ``check`` and by ``tests/batch/test_audit.py`` on ``audit``.

Each case is a brief and its pool on which the switch turns the gate: the
exit status without it and with it (for ``check`` and for ``audit``, where a
refused record is an error line, exit 1, not a refused brief, exit 2).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from numground.report import Finding, Report
from numground.tables.verdicts import Verdict

HR = "Resting HR was 51 bpm, baseline 47 bpm, a gap of 4 bpm."
HR_POOL = {"resting_hr_bpm": 51, "baseline_hr_bpm": 47}
FEES = "Fees were $312.40 this month."
FEES_POOL = {"fee": 31240}
HINTS = {"fee": {"scale": "cents", "unit": "USD"}}


class Case(NamedTuple):
    switch: list[str]
    """The switch and its value (``{hints}`` stands for the hints file)."""
    text: str
    pool: dict[str, Any]
    without: int
    """Exit status without the switch."""
    check: int
    """Exit status of ``check`` with it."""
    audit: int
    """Exit status of ``audit`` with it."""


CASES = {
    "--no-derive": Case(["--no-derive"], HR, HR_POOL, 0, 1, 1),
    "--no-rule": Case(["--no-rule", "difference"], HR, HR_POOL, 0, 1, 1),
    "--no-rule other": Case(["--no-rule", "sum"], HR, HR_POOL, 0, 0, 0),
    "--pool-hints": Case(["--pool-hints", "{hints}"], FEES, FEES_POOL, 1, 0, 0),
    "--tolerance": Case(["--tolerance", "0.01"], "Distance was about 44 km.",
                        {"distance_km": 42}, 0, 1, 1),  # fmt: skip
    "--max-rate": Case(["--max-rate", "0.5"], FEES + " HR 51 bpm.", {**FEES_POOL, "hr": 51},
                       1, 0, 0),  # fmt: skip
    "--max-bytes": Case(["--max-bytes", "40"], HR, HR_POOL, 0, 2, 1),
}


def files(folder: Path, case: Case) -> tuple[Path, Path, Path, list[str]]:
    """The case's brief, pool and records files, and its switch with the hints file named."""
    names = ("brief.md", "pool.json", "records.jsonl", "hints.json")
    brief, pool, records, hints = (folder / n for n in names)
    brief.write_text(case.text, encoding="utf-8")
    pool.write_text(json.dumps(case.pool), encoding="utf-8")
    records.write_text(json.dumps({"id": "r", "text": case.text, "pool": case.pool}) + "\n",
                       encoding="utf-8")  # fmt: skip
    hints.write_text(json.dumps(HINTS), encoding="utf-8")
    switch = [str(hints) if a == "{hints}" else a for a in case.switch]
    return brief, pool, records, switch


def unverified_instead(real: Callable[..., Report]) -> Callable[..., Report]:
    """``check`` with each invented finding read as unverified: the judge does not
    give that verdict yet, and ``--max-unverified`` needs one to gate on."""

    def fake(*args: Any, **options: Any) -> Report:
        report = real(*args, **options)
        return Report.of(
            Finding(f.token, Verdict.UNVERIFIED, f.sources, f.nearest, f.how, f.binding)
            if f.verdict is Verdict.INVENTED else f for f in report.findings
        )  # fmt: skip

    return fake
