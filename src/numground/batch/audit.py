"""Batch audits: check every record of a JSONL file, one result line per record.

    numground audit RECORDS.jsonl [-o RESULTS.jsonl] [--jobs N] [--resume] [--max-rate R]

A record is one JSON object a line: ``{"id": ..., "text": ..., "pool": {...}}``,
or ``"pool_ref": "pools/a.json"`` naming a shared pool file (relative to the
records file) instead of ``"pool"``. Every record yields exactly one result
line, in input order:

    {"line": 3, "id": "b-3", "schema_version": 1, "claims": 5, "inventions": 1,
     "invention_rate": 0.2, "counts": {...}, "findings": [...]}

and a record that cannot be checked yields an error line instead, never a
skipped record and never a crash:

    {"line": 4, "id": null, "error": "line 4: invalid JSON: Expecting ',' delimiter (col 40)"}

One pure per-record function, :func:`audit_record`, is what every engine runs:
the single process, ``--jobs N`` local processes (:func:`local_engine`) and
Dask (``numground.batch.dask``). Engines run *chunks* of records
(:func:`audit_chunk`) and :func:`run` writes their results back in input order,
however many are in flight.

Decided here:

- Blank (whitespace-only) lines are not records and give no result; ``line``
  is always the physical line number in the file, so results can be joined
  back to their input. A UTF-8 BOM at the start of the file is dropped.
- ``id`` is optional (``null`` when absent) and must be a string or an integer.
  ``text`` must be a string; ``pool`` must be an object; exactly one of
  ``pool`` and ``pool_ref`` is given. Other keys (``expect``, ``note``...) are
  ignored, so corpus files can be audited as they are.
- Each ``pool_ref`` file is read once per process and kept (with its error, if
  it has one); a ``pool_ref`` that cannot be read is an error line for every
  record that names it, with the message ``pool_ref REF: cannot read: ...``.
- Results are written to ``RESULTS.jsonl.partial`` beside the output and
  renamed over ``RESULTS.jsonl`` (after an fsync) only when every record has
  a line, so an interrupted run never leaves a half output. ``--resume`` keeps
  the complete lines of the partial file (a torn last line is dropped), checks
  they answer the first records of the input in order, and goes on after them.
  A run without ``--resume`` starts the partial file afresh. Ctrl-C stops
  the run with one line that says what was kept and how to resume.
- The aggregate invention rate is ``sum(inventions) / sum(claims)`` over the
  records that could be checked. The gate (``--max-rate R``) passes when that
  rate is at most R, compared exactly, *and* no record was an error: a record
  that could not be checked cannot be vouched for. Without ``--max-rate`` R
  is 0, as linters do: any invention, or any error line, fails the run.
- A ``pool_ref`` must name a file inside the records file's folder (links
  followed), or inside ``--pool-root DIR``: records may come from untrusted
  producers. A record or pool file over ``--max-bytes`` (10 MB) is an error
  line. Each result line stores ``record_hash`` (SHA-256 of the record's
  bytes, 32 hex digits), which ``--resume`` checks. A line writes at most
  ``MAX_FINDINGS`` findings, flagged ones first, and counts the rest in
  ``findings_omitted``.
- ``NUMGROUND_AUDIT_KILL_AFTER=N`` is a **test hook**: after writing N result
  lines in this run, the writer writes half of the next line and ends the
  process with ``os._exit(75)``, as a kill in the middle of a write would.
"""

from __future__ import annotations

import contextlib
import hashlib
import heapq
import json
import os
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import IO, Any, NamedTuple, Protocol

from numground.batch.accepted import Accepted
from numground.data.pool import Pool, PoolError
from numground.data.pool import _loads as _load_json  # the pool file's own JSON reading
from numground.errors import DEFAULT_MAX_BYTES, NumgroundError, json_type, too_large
from numground.judge.check import check
from numground.tables.verdicts import Verdict

__all__ = [
    "AuditError",
    "Engine",
    "Interrupted",
    "MAX_FINDINGS",
    "OnResult",
    "Outcome",
    "PoolCache",
    "Summary",
    "audit_chunk",
    "audit_record",
    "audit_value",
    "engine",
    "local_engine",
    "read_records",
    "render_summary",
    "run",
]

KILL_AFTER_ENV = "NUMGROUND_AUDIT_KILL_AFTER"
"""Test hook: end the process with a torn line after this many result lines (see above)."""

PARTIAL_SUFFIX = ".partial"
WORST = 10
"""How many of the worst records the summary lists."""

MAX_FINDINGS = 1000
"""A result line writes at most this many findings (flagged ones first) and
says how many it left out, so one huge record cannot make a huge line."""

CHUNK_RECORDS = 64
CHUNK_BYTES = 1 << 20
"""A chunk (one task for a worker) ends at this many records or bytes, whichever comes first."""


class AuditError(NumgroundError):
    """The records file or the output cannot be read or written, or cannot be resumed."""


class Interrupted(AuditError):
    """Ctrl-C during a run: the message says what was kept and how to go on."""


# --- one record ----------------------------------------------------------------


class PoolCache:
    """Shared pool files (``pool_ref``), each read once and kept with its error if any.

    ``base`` is the folder that relative references are read from: the records
    file's folder. A reference must name a file inside ``root`` (default:
    ``base``), after symbolic links are followed: records may come from
    untrusted producers, and ``../../etc/passwd`` is not a pool. A pool file
    larger than ``max_bytes`` is refused. One cache per process, base, root
    and limit (:meth:`for_base`) is what the engines use, so a worker reads
    each shared pool once however many chunks it runs.
    """

    __slots__ = ("_pools", "base", "hints", "max_bytes", "root")

    def __init__(
        self,
        base: str | os.PathLike[str] = ".",
        root: str | os.PathLike[str] | None = None,
        max_bytes: int | None = DEFAULT_MAX_BYTES,
        hints: str | None = None,
    ) -> None:
        self.base = Path(base)
        self.root = Path(root if root is not None else base).resolve()
        self.max_bytes = max_bytes
        self.hints = None if hints is None else json.loads(hints)  # for every pool built
        self._pools: dict[str, Pool | str] = {}

    @classmethod
    def for_base(
        cls, base: str, root: str | None = None, max_bytes: int | None = DEFAULT_MAX_BYTES,
        hints: str | None = None,
    ) -> PoolCache:
        """This process's cache for ``base``, ``root``, ``max_bytes`` and
        ``hints`` (their JSON text), created on first use."""
        key = (base, root, max_bytes, hints)
        cache = _CACHES.get(key)
        if cache is None:
            cache = _CACHES[key] = cls(base, root, max_bytes, hints)
        return cache

    def get(self, ref: str) -> Pool:
        """The pool of ``ref``; ``PoolError`` (its message starting after the file name)."""
        found = self._pools.get(ref)
        if found is None:
            path = os.fspath(self.base / ref)
            if not _inside(Path(path), self.root):
                where = ("the pool root" if self.root != self.base.resolve()
                         else "the records file's folder")  # fmt: skip
                found = f": outside {where} (--pool-root names a root to allow)"
            else:
                try:
                    found = Pool.from_file(path, self.hints, max_bytes=self.max_bytes)
                except PoolError as e:
                    message = str(e)
                    found = message[len(path) :] if message.startswith(path) else f": {message}"
            if len(self._pools) >= 4096:  # many distinct files: keep memory bounded
                self._pools.clear()
            self._pools[ref] = found
        if isinstance(found, str):
            raise PoolError(found)
        return found


def _inside(path: Path, root: Path) -> bool:
    """Whether ``path``, its links followed, lies in ``root`` (already resolved)."""
    try:
        real = path.resolve()
    except (OSError, RuntimeError):  # a loop of links
        return False
    return real == root or root in real.parents


_CACHES: dict[tuple[str, str | None, int | None, str | None], PoolCache] = {}
"""This process's pool caches, one per base folder, root, limit and hints."""


def audit_record(
    line_no: int,
    raw: bytes,
    pools: PoolCache,
    *,
    approx_tolerance: Decimal | str | None = None,
    max_bytes: int | None = DEFAULT_MAX_BYTES,
    accepted: Accepted | None = None,
    max_findings: int = MAX_FINDINGS,
) -> dict[str, Any]:
    """The result of one JSONL line: a report, or an ``error`` naming the line and the reason.

    Every result carries ``record_hash``, the record's SHA-256 (``--resume``
    checks it). A record longer than ``max_bytes`` (None: no limit) is an
    error. ``accepted`` findings (a baseline) are counted in ``accepted`` and
    do not count as inventions. Pure in its inputs (the cache only saves
    reading a pool file twice); never raises on any ``raw``.
    """
    digest = record_hash(raw)
    result = _audit_raw(line_no, raw, pools, approx_tolerance, max_bytes, accepted, max_findings)
    result["record_hash"] = digest
    return result


def record_hash(raw: bytes) -> str:
    """What a result line stores of its record, so a resumed run knows it is the same."""
    return "sha256:" + hashlib.sha256(raw).hexdigest()[:32]


def _audit_raw(
    line_no: int,
    raw: bytes,
    pools: PoolCache,
    approx_tolerance: Decimal | str | None,
    max_bytes: int | None,
    accepted: Accepted | None,
    max_findings: int,
) -> dict[str, Any]:
    if max_bytes is not None and len(raw) > max_bytes:
        return _error(line_no, None, too_large("record", max_bytes))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return _error(line_no, None, f"not UTF-8 (byte {e.start})")
    try:
        value = _load_json(text)
    except json.JSONDecodeError as e:
        return _error(line_no, None, f"invalid JSON: {e.msg} (col {e.colno})")
    except (ValueError, RecursionError) as e:
        return _error(line_no, None, f"invalid JSON: {e}")
    return audit_value(line_no, value, pools, approx_tolerance=approx_tolerance,
                       accepted=accepted, max_findings=max_findings)  # fmt: skip


def audit_value(
    line_no: int,
    record: object,
    pools: PoolCache,
    *,
    approx_tolerance: Decimal | str | None = None,
    accepted: Accepted | None = None,
    max_findings: int = MAX_FINDINGS,
) -> dict[str, Any]:
    """The result of one record already parsed (a dict with id, text and pool or pool_ref)."""
    if not isinstance(record, dict):
        return _error(line_no, None, f"not a JSON object ({json_type(record)})")
    rid = record.get("id")
    if rid is not None and (isinstance(rid, bool) or not isinstance(rid, (str, int))):
        return _error(line_no, None, f'"id" is not a string or an integer ({json_type(rid)})')
    if "text" not in record:
        return _error(line_no, rid, 'missing "text"')
    text = record["text"]
    if not isinstance(text, str):
        return _error(line_no, rid, f'"text" is not a string ({json_type(text)})')
    has_pool, has_ref = "pool" in record, "pool_ref" in record
    if has_pool and has_ref:
        return _error(line_no, rid, 'both "pool" and "pool_ref" given')
    if has_pool:
        data = record["pool"]
        if not isinstance(data, dict):
            return _error(line_no, rid, f'"pool" is not an object ({json_type(data)})')
        pool = Pool.from_data(data, pools.hints)
    elif has_ref:
        ref = record["pool_ref"]
        if not isinstance(ref, str):
            return _error(line_no, rid, f'"pool_ref" is not a string ({json_type(ref)})')
        try:
            pool = pools.get(ref)
        except PoolError as e:
            return _error(line_no, rid, f"pool_ref {ref}{e}")
    else:
        return _error(line_no, rid, 'needs "pool" or "pool_ref"')
    options: dict[str, Any] = {}
    if approx_tolerance is not None:
        options["approx_tolerance"] = approx_tolerance
    try:
        report = check(text, pool, **options)
    except Exception as e:  # a bug must cost one record, not the run
        return _error(line_no, rid, f"internal error: {type(e).__name__}: {e}")
    from numground.report import SCHEMA_VERSION

    flagged = report.flagged
    kept = accepted.filter(rid, flagged) if accepted is not None else flagged
    result = {
        "line": line_no,
        "id": rid,
        "schema_version": SCHEMA_VERSION,
        "claims": report.claims,
        "inventions": len(kept),
        "invention_rate": report.invention_rate,
        "counts": report.counts,
    }
    if accepted is not None:
        result["accepted"] = len(flagged) - len(kept)
    findings = report.findings
    if len(findings) > max_findings:  # flagged ones first, then the rest, in text order
        chosen = {id(f) for f in flagged[:max_findings]}
        chosen.update(id(f) for f in findings[: max_findings - len(chosen)])
        for f in findings:
            if len(chosen) >= max_findings:
                break
            chosen.add(id(f))
        findings = tuple(f for f in findings if id(f) in chosen)
        result["findings_omitted"] = len(report.findings) - len(findings)
    result["findings"] = [f.to_dict() for f in findings]
    return result


def _error(line_no: int, rid: object, reason: str) -> dict[str, Any]:
    return {"line": line_no, "id": rid, "error": f"line {line_no}: {reason}"}



# --- chunks: what an engine runs -------------------------------------------------


class Outcome(NamedTuple):
    """What the summary needs of one result (small, so workers send little besides the line)."""

    line: int
    id: str | int | None
    claims: int
    inventions: int
    error: bool
    counts: tuple[int, ...] = ()
    """Findings per verdict, in ``Verdict`` member order (empty for an error)."""
    flagged: tuple[tuple[str, str], ...] = ()
    """``(token text, verdict)`` of each invention (for ``--write-baseline``)."""

    @classmethod
    def of(cls, result: dict[str, Any], *, flagged: bool = False) -> Outcome:
        if "error" in result:
            return cls(result["line"], result.get("id"), 0, 0, True)
        counts = result.get("counts") or {}
        marks: tuple[tuple[str, str], ...] = ()
        if flagged:
            from numground.tables.verdicts import INVENTIONS

            names = {str(v) for v in INVENTIONS}
            marks = tuple((f["text"], f["verdict"]) for f in result["findings"]
                          if f["verdict"] in names)  # fmt: skip
        return cls(result["line"], result["id"], result["claims"], result["inventions"], False,
                   tuple(counts.get(str(v), 0) for v in Verdict), marks)  # fmt: skip


OnResult = Callable[[bytes, Outcome], None]
"""A hook :func:`run` calls with every result line (as written) and its outcome,
in input order, resumed lines included: what an HTML summary collects from."""


Chunk = list[tuple[int, bytes]]
"""Records as (line number, the line's bytes without its newline)."""


def audit_chunk(
    chunk: Chunk,
    base: str,
    approx_tolerance: str | None = None,
    options: Options | None = None,
) -> list[tuple[bytes, Outcome]]:
    """Audit a chunk of records: each result as its encoded JSON line and its outcome.

    A top-level function of plain arguments, so it pickles to any process or
    Dask worker; the pool cache is that process's own (:meth:`PoolCache.for_base`).
    """
    o = options or Options()
    pools = PoolCache.for_base(base, o.pool_root, o.max_bytes, o.hints)
    out = []
    for line_no, raw in chunk:
        result = audit_record(line_no, raw, pools, approx_tolerance=approx_tolerance,
                              max_bytes=o.max_bytes, accepted=o.accepted)  # fmt: skip
        out.append((encode(result), Outcome.of(result, flagged=o.collect_flagged)))
    return out


class Options(NamedTuple):
    """A run's options that every worker needs (plain values: they pickle)."""

    max_bytes: int | None = DEFAULT_MAX_BYTES
    """Records longer than this are error lines; pool files longer are refused."""
    pool_root: str | None = None
    """The folder ``pool_ref`` files must lie in (None: the records file's folder)."""
    accepted: Accepted | None = None
    """Findings accepted by a baseline: not counted as inventions."""
    collect_flagged: bool = False
    """Send back each record's flagged findings (to write a baseline)."""
    hints: str | None = None
    """Pool hints for every record's pool (``--pool-hints``), as JSON text
    (plain, so it pickles and keys the pool cache)."""


def encode(result: dict[str, Any]) -> bytes:
    """One result as a JSON line (UTF-8, non-ASCII as is; escaped if it holds a lone surrogate)."""
    try:
        return (json.dumps(result, ensure_ascii=False) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(result) + "\n").encode("ascii")


def read_records(
    path: str | os.PathLike[str], *, skip: int = 0, max_bytes: int | None = None
) -> Iterator[tuple[int, bytes]]:
    """The records of a JSONL file as (line number, bytes), blank lines left out.

    ``skip`` leaves out the first ``skip`` records (for a resumed run). A line
    longer than ``max_bytes`` is cut to its first ``max_bytes + 1`` bytes (the
    rest is read past, never held), which is enough for its error line.
    ``AuditError`` if the file cannot be opened or read.
    """
    name = os.fspath(path)
    try:
        f = open(name, "rb")  # noqa: SIM115 - closed below; read lazily
    except OSError as e:
        raise AuditError(f"{name}: cannot read: {e.strerror or e}") from None
    with f:
        seen = 0
        try:
            for line_no, line in enumerate(_lines(f, max_bytes), 1):
                if line_no == 1 and line.startswith(b"\xef\xbb\xbf"):
                    line = line[3:]
                if not line.strip():
                    continue
                seen += 1
                if seen > skip:
                    yield line_no, line.rstrip(b"\r\n")
        except OSError as e:
            raise AuditError(f"{name}: cannot read: {e.strerror or e}") from None


def _lines(f: IO[bytes], max_bytes: int | None) -> Iterator[bytes]:
    """The lines of ``f``, each at most ``max_bytes + 2`` bytes (+1 and a newline)."""
    if max_bytes is None:
        yield from f
        return
    limit = max_bytes + 2
    while line := f.readline(limit):
        if len(line) == limit and not line.endswith(b"\n"):
            while (rest := f.readline(1 << 20)) and not rest.endswith(b"\n"):
                pass  # read past the rest of the line
            line = line[: max_bytes + 1] + b"\n"
        yield line


def chunks(records: Iterable[tuple[int, bytes]]) -> Iterator[Chunk]:
    """Records grouped into chunks of at most ``CHUNK_RECORDS`` records or ~``CHUNK_BYTES``."""
    chunk: Chunk = []
    size = 0
    for record in records:
        chunk.append(record)
        size += len(record[1])
        if len(chunk) >= CHUNK_RECORDS or size >= CHUNK_BYTES:
            yield chunk
            chunk, size = [], 0
    if chunk:
        yield chunk


# --- engines -------------------------------------------------------------------


class Submit(Protocol):
    """Runs ``fn(*args)`` somewhere and returns a future of its result."""

    def __call__(self, fn: Callable[..., Any], /, *args: Any) -> Future[Any]: ...


@dataclass(frozen=True)
class Engine:
    """Where chunks run (``submit``; None: this process) and how many may be in flight."""

    submit: Submit | None = None
    """Runs a chunk and returns its future; None runs it here, in order."""
    window: int = 1
    """Chunks in flight at most: enough to keep every worker busy, few enough to bound memory."""


@contextlib.contextmanager
def local_engine(jobs: int = 1) -> Iterator[Engine]:
    """This process for one job, else a pool of ``jobs`` local processes."""
    if jobs <= 1:
        yield Engine()
        return
    executor = ProcessPoolExecutor(max_workers=jobs, initializer=_watch_parent)
    try:
        yield Engine(executor.submit, window=4 * jobs)
    finally:
        executor.shutdown(wait=True, cancel_futures=True)


def _watch_parent() -> None:
    """In a worker: exit once the auditing process is gone (killed), instead of waiting forever.

    A worker blocks reading its task queue, and a parent killed with SIGKILL
    never closes it; polling the parent id is what notices.
    """
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.2)
        os._exit(0)

    threading.Thread(target=watch, name="numground-parent-watch", daemon=True).start()


@contextlib.contextmanager
def engine(
    name: str = "local", *, jobs: int | None = None, scheduler: str | None = None
) -> Iterator[Engine]:
    """The engine called ``name``: ``local`` (``jobs`` processes, default 1) or ``dask``.

    ``dask`` connects to ``scheduler`` (an address), or starts a local cluster
    of ``jobs`` worker processes (default 2) for the run.
    """
    if name == "local":
        if scheduler is not None:
            raise AuditError("--scheduler needs --engine dask")
        with local_engine(jobs or 1) as local:
            yield local
    elif name == "dask":
        try:
            import dask.distributed  # noqa: F401 - the engine's own import, made here to say so

            from numground.batch.dask import engine as dask_engine
        except ImportError as e:
            raise AuditError(
                f"--engine dask needs the dask extra: pip install 'numground[dask]' ({e})"
            ) from None
        with dask_engine(scheduler, workers=jobs or 2) as remote:
            yield remote
    else:
        raise AuditError(f"unknown engine {name!r} (local or dask)")


def results(
    records: Iterable[tuple[int, bytes]],
    base: str,
    approx_tolerance: str | None = None,
    *,
    engine: Engine | None = None,
    options: Options | None = None,
) -> Iterator[tuple[bytes, Outcome]]:
    """Every record's result, in input order, on ``engine`` (None: this process).

    At most ``engine.window`` chunks are in flight, so memory stays bounded
    whatever the input's size.
    """
    submit = engine.submit if engine is not None else None
    if submit is None:
        for chunk in chunks(records):
            yield from audit_chunk(chunk, base, approx_tolerance, options)
        return
    window = max(1, engine.window if engine is not None else 1)
    pending: deque[Future[Any]] = deque()
    try:
        for chunk in chunks(records):
            pending.append(submit(audit_chunk, chunk, base, approx_tolerance, options))
            while len(pending) >= window or (pending and pending[0].done()):
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()


# --- the summary ------------------------------------------------------------------


@dataclass
class Summary:
    """Totals over every result of a run, and the worst records by invention rate."""

    records: int = 0
    errors: int = 0
    claims: int = 0
    inventions: int = 0
    first_error: int | None = None
    """The line of the first error record."""
    flagged: dict[tuple[str | int | None, str, str], int] = field(default_factory=dict)
    """``(id, token text, verdict)`` → how often, when collected (``--write-baseline``)."""
    _worst: list[tuple[Fraction, int, int, int, str | int | None]] = field(default_factory=list)

    def add(self, outcome: Outcome) -> None:
        self.records += 1
        if outcome.error:
            self.errors += 1
            if self.first_error is None:
                self.first_error = outcome.line
            return
        self.claims += outcome.claims
        self.inventions += outcome.inventions
        for text, verdict in outcome.flagged:
            key = (outcome.id, text, verdict)
            self.flagged[key] = self.flagged.get(key, 0) + 1
        if outcome.inventions:
            rate = Fraction(outcome.inventions, outcome.claims)
            # worst first: higher rate, then more claims, then the earlier line
            key = (rate, outcome.claims, -outcome.line, outcome.line, outcome.id)
            if len(self._worst) < WORST:
                heapq.heappush(self._worst, key)
            elif key[:3] > self._worst[0][:3]:
                heapq.heapreplace(self._worst, key)

    @property
    def rate(self) -> float:
        """The aggregate invention rate: all inventions over all claims (0.0 without claims)."""
        return self.inventions / self.claims if self.claims else 0.0

    @property
    def worst(self) -> list[tuple[str | int | None, int, float, int]]:
        """Up to ten ``(id, line, rate, claims)``, worst first (records with inventions only)."""
        ranked = sorted(self._worst, key=lambda k: k[:3], reverse=True)
        return [(rid, line, float(rate), claims) for rate, claims, _, line, rid in ranked]

    def passes(self, max_rate: Decimal | str | float | None = None) -> bool:
        """The gate: no error records and the aggregate rate at most ``max_rate``
        (exactly; None is 0: any invention fails, as a linter's gate does)."""
        if max_rate is None:
            max_rate = 0
        if self.errors:
            return False
        return not self.claims or Fraction(self.inventions, self.claims) <= Fraction(str(max_rate))

    def to_dict(self, max_rate: Decimal | str | float | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "records": self.records,
            "errors": self.errors,
            "claims": self.claims,
            "inventions": self.inventions,
            "invention_rate": self.rate,
            "worst": [
                {"id": rid, "line": line, "invention_rate": rate, "claims": claims}
                for rid, line, rate, claims in self.worst
            ],
        }
        data["gate"] = {"max_rate": float(max_rate or 0), "passed": self.passes(max_rate)}
        return data


def render_summary(summary: Summary, max_rate: Decimal | str | float | None = None) -> str:
    """The closing summary, as text."""
    s = summary
    lines = [
        f"records {s.records:,} · errors {s.errors:,} · claims {s.claims:,} · "
        f"inventions {s.inventions:,} · invention rate {s.rate:.4f}"
    ]
    if s.errors:
        lines.append(f"first error at line {s.first_error} (the result lines say why)")
    worst = s.worst
    if worst:
        lines.append(f"worst {len(worst)} records:")
        for rid, line, rate, claims in worst:
            lines.append(f"  {rate:6.3f}  {claims:4d} claims  line {line:<7d} id {json.dumps(rid)}")
    else:
        lines.append("no record has an invention")
    verdict = "PASS" if s.passes(max_rate) else "FAIL"
    reason = f" ({s.errors:,} records could not be checked)" if s.errors else ""
    lines.append(f"gate: {verdict} (max {max_rate if max_rate is not None else 0}){reason}")
    return "\n".join(lines) + "\n"


# --- a run --------------------------------------------------------------------------


def run(
    records_path: str | os.PathLike[str],
    output: str | os.PathLike[str] | None = None,
    *,
    resume: bool = False,
    engine: Engine | None = None,
    approx_tolerance: Decimal | str | None = None,
    progress: IO[str] | None = None,
    options: Options | None = None,
    on_result: OnResult | None = None,
) -> Summary:
    """Audit every record of ``records_path``; the summary of the whole run.

    Results go to ``output`` (via ``OUTPUT.partial``, renamed when complete) or
    to stdout when ``output`` is None. ``resume`` continues an interrupted run's
    partial file, after checking each of its lines answers the same record
    (``record_hash``). ``progress`` is a terminal stream to draw a progress
    line on. ``options``: the record size limit, the pool root, a baseline of
    accepted findings (:class:`Options`). ``on_result`` is called with every
    result line and its outcome, in input order (the lines a resumed run keeps
    first). Ctrl-C raises :class:`Interrupted`, whose message says how to go on.
    """
    source = Path(records_path)
    try:
        with open(source, "rb"):  # fail now, before any output is touched
            pass
    except OSError as e:
        raise AuditError(f"{source}: cannot read: {e.strerror or e}") from None
    base = os.fspath(source.resolve().parent)
    tolerance = str(approx_tolerance) if approx_tolerance is not None else None
    options = options or Options()
    summary = Summary()

    if output is None:
        if resume:
            raise AuditError("--resume needs -o RESULTS.jsonl (stdout cannot be resumed)")
        sink = sys.stdout.buffer
        done = 0
    else:
        target = Path(output)
        if target.exists() and target.resolve() == source.resolve():
            raise AuditError(f"{target}: the output would overwrite the records file")
        partial = target.with_name(target.name + PARTIAL_SUFFIX)
        done = _resume(partial, source, summary, options, on_result) if resume else 0
        try:
            sink = open(partial, "ab" if resume else "wb")  # noqa: SIM115 - closed below
        except OSError as e:
            raise AuditError(f"{partial}: cannot write: {e.strerror or e}") from None

    bar = _Progress(progress, _count_records(source), done) if progress is not None else None
    kill_after = _kill_after()
    written = 0
    try:
        records = read_records(source, skip=done, max_bytes=options.max_bytes)
        for line, outcome in results(records, base, tolerance, engine=engine, options=options):
            if kill_after is not None and written >= kill_after:
                sink.write(line[: len(line) // 2])
                sink.flush()
                os._exit(75)
            sink.write(line)
            summary.add(outcome)
            if on_result is not None:
                on_result(line, outcome)
            written += 1
            if bar is not None:
                bar.update(summary.records)
        sink.flush()
        if output is not None:
            os.fsync(sink.fileno())
    except KeyboardInterrupt:
        with contextlib.suppress(OSError, ValueError):
            sink.flush()
        if output is None:
            raise Interrupted(f"interrupted after {summary.records:,} records; results on "
                              "stdout cannot be resumed: run with -o RESULTS.jsonl, then "
                              "--resume") from None  # fmt: skip
        raise Interrupted(f"interrupted after {summary.records:,} records, kept in {partial}; "
                          f"to go on, run the same command with --resume") from None  # fmt: skip
    finally:
        if bar is not None:
            bar.update(summary.records, force=True)
            bar.close()
        if output is not None:
            sink.close()
    if output is not None:
        os.replace(partial, target)
        _fsync_dir(target.parent)
    return summary


def _resume(
    partial: Path, source: Path, summary: Summary, options: Options,
    on_result: OnResult | None = None,
) -> int:
    """Keep the complete lines of an earlier run's partial file; how many records they answer.

    Reads the partial file line by line (it may be large), checks each line
    answers the next record of ``source`` (its line number and its
    ``record_hash``: a records file changed since is refused), adds it to
    ``summary``, and cuts a torn last line off the file.
    """
    try:
        f = open(partial, "r+b")  # noqa: SIM115 - closed below
    except FileNotFoundError:
        return 0  # nothing to resume: start from the first record
    except OSError as e:
        raise AuditError(f"{partial}: cannot resume: {e.strerror or e}") from None
    with f:
        expected = read_records(source, max_bytes=options.max_bytes)
        kept = n = 0
        for raw in f:
            if not raw.endswith(b"\n"):
                break  # a torn last line
            n += 1
            want = next(expected, None)
            try:
                result = json.loads(raw)
                line = result["line"]
            except (ValueError, TypeError, KeyError):
                raise AuditError(
                    f"{partial}:{n}: cannot resume: not a result line "
                    "(delete the file to start over)"
                ) from None
            if want is None or line != want[0]:
                raise AuditError(
                    f"{partial}:{n}: cannot resume: answers line {line}, not the next record "
                    f"of {source} (delete the file to start over)"
                )
            if result.get("record_hash") != record_hash(want[1]):
                raise AuditError(
                    f"{partial}:{n}: cannot resume: line {line} of {source} is not the record "
                    "this result answers (the records file changed; delete the partial file "
                    "to start over)"
                )
            outcome = Outcome.of(result, flagged=options.collect_flagged)
            summary.add(outcome)
            if on_result is not None:
                on_result(raw, outcome)
            kept += len(raw)
        expected.close()
        f.truncate(kept)
    return n


def _count_records(path: Path) -> int | None:
    """Roughly how many records a file holds (its non-empty lines), for the progress line."""
    try:
        with open(path, "rb") as f:
            total = 0
            last = b"\n"
            while block := f.read(1 << 22):
                total += block.count(b"\n")
                last = block[-1:]
            return total + (last != b"\n")
    except OSError:
        return None


def _kill_after() -> int | None:
    value = os.environ.get(KILL_AFTER_ENV)
    try:
        return int(value) if value else None
    except ValueError:
        return None


def _fsync_dir(path: Path) -> None:
    """Make the rename itself durable (best effort: not every system opens directories)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class _Progress:
    """One self-rewriting stderr line: records done, rate, time left. Only on a terminal."""

    def __init__(self, stream: IO[str], total: int | None, done: int) -> None:
        self.stream = stream
        self.total = total
        self.start_done = done
        self.start = self.last = time.monotonic()

    def update(self, done: int, *, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self.last < 0.1:
            return
        self.last = now
        rate = (done - self.start_done) / max(now - self.start, 1e-9)
        if self.total:
            total = max(self.total, done)
            filled = int(24 * done / total) if total else 24
            left = (total - done) / rate if rate > 0 else None
            eta = _clock(left) if left is not None else "--:--"
            text = (
                f"\r[{'#' * filled}{'.' * (24 - filled)}] {done:,}/{total:,} records · "
                f"{rate:,.0f}/s · {eta} left"
            )
        else:
            text = f"\r{done:,} records · {rate:,.0f}/s"
        self.stream.write(text + "\x1b[K")
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\r\x1b[K")
        self.stream.flush()


def _clock(seconds: float) -> str:
    s = int(seconds + 0.5)
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"
