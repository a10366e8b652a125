"""Batch audits: check every record of a JSONL file, one result line per record.

    numground audit RECORDS.jsonl [-o RESULTS.jsonl] [--jobs N] [--resume] [--max-rate R]

A record is one JSON object a line: ``{"id": ..., "text": ..., "pool": {...}}``,
or ``"pool_ref": "pools/a.json"`` naming a shared pool file (relative to the
records file) instead of ``"pool"``. Every record yields exactly one result
line, in input order:

    {"line": 3, "id": "b-3", "schema_version": 1, "claims": 5, "inventions": 1,
     "invention_rate": 0.2, "unverified_rate": 0.0, "counts": {...},
     "findings": [...], "findings_omitted": 4}

and a record that cannot be checked yields an error line instead, never a
skipped record and never a crash:

    {"line": 4, "id": null, "error": "line 4: invalid JSON: Expecting ',' delimiter (col 40)"}

One pure per-record function, :func:`audit_record`, is what every engine runs:
the single process, ``--jobs N`` local processes (:func:`local_engine`) and
Dask (``numground.batch.dask``, which registers itself in ``ENGINES`` when
imported). Engines run *chunks* of records (:func:`audit_chunk`) and
:func:`run` writes their results back in input order, however many are in
flight. The totals of a run are one ``numground.batch.summary.Summary``.

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
- ``inventions`` is a record's flagged claims (every flagged verdict) that
  no baseline accepted; ``accepted`` (with a baseline) the others. The
  aggregate invention rate is ``sum(inventions) / sum(claims)`` over the
  records that could be checked. The gate is ``report.gate`` over those sums
  (``--max-rate R``, 0 unless given; ``--max-unverified``), *and* no record
  was an error: a record that could not be checked cannot be vouched for.
- A result line holds the findings a reader acts on: the flagged and the
  unverified ones (``findings="flagged"``, the default), and counts the rest
  in ``findings_omitted``; ``findings="all"`` (``--findings all``) keeps
  every one. By default a finding is written compact (its null, false and
  empty fields and its nearest entries left out): about 1.1-1.5 KB a record
  on the natural briefs instead of 16-18 (docs/performance.md); ``all``
  writes each as ``check --format json`` does. With ``--write-baseline`` a flagged
  finding carries its masked ``clause`` (its baseline fingerprint, so that a
  resumed run can still write the baseline); with a baseline, ``baseline``
  (``new`` or ``accepted``), ``accepted_because`` and, when its number
  changed, ``was``.
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
import json
import os
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import AbstractContextManager
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import IO, Any, NamedTuple, Protocol

from numground.batch.accepted import Accepted, Row, field_named, masked_clause
from numground.batch.summary import Summary
from numground.data.pool import Pool, PoolError
from numground.data.pool import _loads as _load_json  # the pool file's own JSON reading
from numground.errors import DEFAULT_MAX_BYTES, NumgroundError, json_type, too_large
from numground.judge.check import check
from numground.report import SCHEMA_VERSION, Report
from numground.tables.verdicts import Verdict

__all__ = [
    "ENGINES",
    "FINDINGS",
    "AuditError",
    "Checked",
    "Engine",
    "Interrupted",
    "MAX_FINDINGS",
    "OnResult",
    "Options",
    "Outcome",
    "PoolCache",
    "Summary",
    "audit_chunk",
    "audit_record",
    "audit_value",
    "engine",
    "local_engine",
    "read_records",
    "recheck",
    "record_of",
    "run",
]

KILL_AFTER_ENV = "NUMGROUND_AUDIT_KILL_AFTER"
"""Test hook: end the process with a torn line after this many result lines (see above)."""

PARTIAL_SUFFIX = ".partial"

MAX_FINDINGS = 1000
"""A result line writes at most this many findings (flagged ones first) and
says how many it left out, so one huge record cannot make a huge line."""

FINDINGS = ("flagged", "all")
"""What a result line holds: the flagged and unverified findings (default), or every one."""

CHUNK_RECORDS = 64
CHUNK_BYTES = 1 << 20
"""A chunk (one task for a worker) ends at this many records or bytes, whichever comes first."""


class AuditError(NumgroundError):
    """The records file or the output cannot be read or written, or cannot be resumed."""


class Interrupted(AuditError):
    """Ctrl-C during a run: the message says what was kept and how to go on."""


class Options(NamedTuple):
    """A run's options, the same for every record and every worker (plain values: they pickle).

    The checking switches are ``check``'s and the command line's (``numground
    check`` and ``numground audit`` share them)."""

    max_bytes: int | None = DEFAULT_MAX_BYTES
    """Records longer than this are error lines; pool files longer are refused."""
    pool_root: str | None = None
    """The folder ``pool_ref`` files must lie in (None: the records file's folder)."""
    accepted: Accepted | None = None
    """Findings accepted by a baseline: not counted as inventions."""
    collect_flagged: bool = False
    """Send back each record's flagged findings as baseline rows (to write a baseline)."""
    match_by: str = "fingerprint"
    """How the baseline matches a finding (``accepted.MATCH_BY``)."""
    derive: bool | tuple[str, ...] = True
    """``check``'s ``derive``: every rule, none, or the rules named."""
    approx_tolerance: str | None = None
    """``check``'s ``approx_tolerance`` (None: its default)."""
    hints: Mapping[str, Any] | None = None
    """Pool hints (their JSON form, ``data.pool.read_hints``) for every record's pool."""
    findings: str = "flagged"
    """What a result line holds (``FINDINGS``)."""

    def check_options(self) -> dict[str, Any]:
        """The keyword options of ``check`` these stand for."""
        options: dict[str, Any] = {"derive": self.derive}
        if self.approx_tolerance is not None:
            options["approx_tolerance"] = self.approx_tolerance
        return options


# --- one record ----------------------------------------------------------------


class PoolCache:
    """Shared pool files (``pool_ref``), each read once and kept with its error if any.

    ``base`` is the folder that relative references are read from: the records
    file's folder. A reference must name a file inside ``root`` (default:
    ``base``), after symbolic links are followed: records may come from
    untrusted producers, and ``../../etc/passwd`` is not a pool. A pool file
    larger than ``max_bytes`` is refused; ``hints`` are read with every pool.
    One cache per process, base, root, limit and hints (:meth:`for_base`) is
    what the engines use, so a worker reads each shared pool once however
    many chunks it runs.
    """

    __slots__ = ("_pools", "base", "hints", "max_bytes", "root")

    def __init__(
        self,
        base: str | os.PathLike[str] = ".",
        root: str | os.PathLike[str] | None = None,
        max_bytes: int | None = DEFAULT_MAX_BYTES,
        hints: Mapping[str, Any] | None = None,
    ) -> None:
        self.base = Path(base)
        self.root = Path(root if root is not None else base).resolve()
        self.max_bytes = max_bytes
        self.hints = hints
        self._pools: dict[str, Pool | str] = {}

    @classmethod
    def for_base(
        cls, base: str, root: str | None = None, max_bytes: int | None = DEFAULT_MAX_BYTES,
        hints: Mapping[str, Any] | None = None,
    ) -> PoolCache:
        """This process's cache for ``base``, ``root``, ``max_bytes`` and ``hints``
        (created on first use)."""
        key = (base, root, max_bytes, json.dumps(hints, sort_keys=True) if hints else None)
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
    options: Options | None = None,
    *,
    max_findings: int = MAX_FINDINGS,
) -> dict[str, Any]:
    """The result of one JSONL line: a report, or an ``error`` naming the line and the reason.

    Every result carries ``record_hash``, the record's SHA-256 (``--resume``
    checks it). A record longer than ``options.max_bytes`` (None: no limit)
    is an error. Findings a baseline accepts (``options.accepted``) are
    counted in ``accepted``, not in ``inventions``. Pure in its inputs (the
    cache only saves reading a pool file twice); never raises on any ``raw``.
    """
    o = options or Options()
    digest = record_hash(raw)
    result = _audit_raw(line_no, raw, pools, o, max_findings)
    result["record_hash"] = digest
    return result


def record_hash(raw: bytes) -> str:
    """What a result line stores of its record, so a resumed run knows it is the same."""
    return "sha256:" + hashlib.sha256(raw).hexdigest()[:32]


def _audit_raw(
    line_no: int, raw: bytes, pools: PoolCache, options: Options, max_findings: int
) -> dict[str, Any]:
    if options.max_bytes is not None and len(raw) > options.max_bytes:
        return _error(line_no, None, too_large("record", options.max_bytes))
    try:
        value = parse_record(raw)
    except ValueError as e:
        return _error(line_no, None, str(e))
    return audit_value(line_no, value, pools, options, max_findings=max_findings)


def parse_record(raw: bytes) -> object:
    """A record line's JSON value; ``ValueError`` with the reason a result line gives."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ValueError(f"not UTF-8 (byte {e.start})") from None
    try:
        return _load_json(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"invalid JSON: {e.msg} (col {e.colno})") from None
    except (ValueError, RecursionError) as e:
        raise ValueError(f"invalid JSON: {e}") from None


class Record(NamedTuple):
    """A record that can be checked: its id, text and pool."""

    id: str | int | None
    text: str
    pool: Pool


def record_of(record: object, pools: PoolCache) -> Record:
    """The id, text and pool of a parsed record; ``ValueError`` with the reason
    (as an error line says it) when it is not a record that can be checked."""
    if not isinstance(record, dict):
        raise ValueError(f"not a JSON object ({json_type(record)})")
    rid = record.get("id")
    if rid is not None and (isinstance(rid, bool) or not isinstance(rid, (str, int))):
        raise ValueError(f'"id" is not a string or an integer ({json_type(rid)})')
    if "text" not in record:
        raise _Bad(rid, 'missing "text"')
    text = record["text"]
    if not isinstance(text, str):
        raise _Bad(rid, f'"text" is not a string ({json_type(text)})')
    has_pool, has_ref = "pool" in record, "pool_ref" in record
    if has_pool and has_ref:
        raise _Bad(rid, 'both "pool" and "pool_ref" given')
    if has_pool:
        data = record["pool"]
        if not isinstance(data, dict):
            raise _Bad(rid, f'"pool" is not an object ({json_type(data)})')
        try:
            pool = Pool.from_data(data, pools.hints)
        except PoolError as e:
            raise _Bad(rid, f'"pool": {e}') from None
    elif has_ref:
        ref = record["pool_ref"]
        if not isinstance(ref, str):
            raise _Bad(rid, f'"pool_ref" is not a string ({json_type(ref)})')
        try:
            pool = pools.get(ref)
        except PoolError as e:
            raise _Bad(rid, f"pool_ref {ref}{e}") from None
    else:
        raise _Bad(rid, 'needs "pool" or "pool_ref"')
    return Record(rid, text, pool)


class _Bad(ValueError):
    """A record that names its id but cannot be checked."""

    def __init__(self, rid: object, reason: str) -> None:
        super().__init__(reason)
        self.rid = rid


def audit_value(
    line_no: int,
    record: object,
    pools: PoolCache,
    options: Options | None = None,
    *,
    max_findings: int = MAX_FINDINGS,
) -> dict[str, Any]:
    """The result of one record already parsed (a dict with id, text and pool or pool_ref)."""
    o = options or Options()
    try:
        rid, text, pool = record_of(record, pools)
    except ValueError as e:
        return _error(line_no, getattr(e, "rid", None), str(e))
    try:
        report = check(text, pool, **o.check_options(), max_bytes=None)
    except Exception as e:  # a bug must cost one record, not the run
        return _error(line_no, rid, f"internal error: {type(e).__name__}: {e}")
    matched = o.accepted.match(rid, report, text, by=o.match_by) if o.accepted else None
    new = len(matched.new) if matched is not None else len(report.flagged)
    result: dict[str, Any] = {
        "line": line_no,
        "id": rid,
        "schema_version": SCHEMA_VERSION,
        "claims": report.claims,
        "inventions": new,
        "invention_rate": report.invention_rate,
        "unverified_rate": report.unverified_rate,
        "counts": report.counts,
    }
    if matched is not None:
        result["accepted"] = matched.accepted
    chosen = _chosen(report, o.findings, max_findings)
    if len(chosen) < len(report.findings):
        result["findings_omitted"] = len(report.findings) - len(chosen)
    starts = [f.token.start for f in report.findings]
    out = []
    for i in chosen:
        f = report.findings[i]
        item = f.to_dict() if o.findings == "all" else _compact(f.to_dict())
        if f.flagged and o.collect_flagged:
            item["clause"] = masked_clause(text, i, report, starts)
        if f.flagged and matched is not None:
            mark = matched.marks.get(i)
            item["baseline"] = "accepted" if mark is not None else "new"
            if mark is not None:
                item["accepted_because"] = mark.why
                if mark.was is not None:
                    item["was"] = mark.was
        out.append(item)
    result["findings"] = out
    return result


def _compact(item: dict[str, Any]) -> dict[str, Any]:
    """A finding's JSON form as a default result line holds it: the fields that
    are null, false or empty left out (``report.finding_from_dict`` reads them
    back as such), and its nearest entries too: they explain a flag to a
    reader, who sees them on the pages (each record checked again) or with
    ``--findings all``; they were a third of a line."""
    return {k: v for k, v in item.items()
            if v is not None and v is not False and v != [] and k != "nearest"}  # fmt: skip


def _chosen(report: Report, which: str, max_findings: int) -> list[int]:
    """The indexes of the findings a result line holds, in text order: flagged
    ones first when there are more than ``max_findings``."""
    findings = report.findings
    if which == "all":
        wanted = range(len(findings))
    else:
        wanted = range(len(findings))
        wanted = [i for i in wanted if findings[i].flagged
                  or findings[i].verdict is Verdict.UNVERIFIED]  # fmt: skip
    wanted = list(wanted)
    if len(wanted) <= max_findings:
        return wanted
    flagged = [i for i in wanted if findings[i].flagged][:max_findings]
    taken = set(flagged)
    for i in wanted:
        if len(taken) >= max_findings:
            break
        taken.add(i)
    return sorted(taken)


def _error(line_no: int, rid: object, reason: str) -> dict[str, Any]:
    return {"line": line_no, "id": rid, "error": f"line {line_no}: {reason}"}


# --- chunks: what an engine runs -------------------------------------------------


class Outcome(NamedTuple):
    """What the summary needs of one result (small, so workers send little besides the line)."""

    line: int
    id: str | int | None
    claims: int
    inventions: int
    """Flagged claims no baseline accepted."""
    error: bool
    counts: tuple[int, ...] = ()
    """Findings per verdict, in ``Verdict`` member order (empty for an error)."""
    flagged: tuple[Row, ...] = ()
    """The baseline row of each flagged finding (for ``--write-baseline``)."""
    accepted: int = 0
    """Flagged claims a baseline accepted."""

    @classmethod
    def of(cls, result: dict[str, Any], *, flagged: bool = False) -> Outcome:
        if "error" in result:
            return cls(result["line"], result.get("id"), 0, 0, True)
        counts = result.get("counts") or {}
        rows: tuple[Row, ...] = ()
        if flagged:
            rows = tuple(_row(result["id"], f) for f in result["findings"] if "clause" in f)
        return cls(result["line"], result["id"], result["claims"], result["inventions"], False,
                   tuple(counts.get(str(v), 0) for v in Verdict), rows,
                   result.get("accepted", 0))  # fmt: skip


def _row(rid: Any, f: dict[str, Any]) -> Row:
    """A flagged finding of a result line as a baseline row."""
    field = field_named(f.get("binding"), f.get("sources") or ())
    return Row(rid, f["verdict"], f["text"], f["kind"], field, f["clause"])


OnResult = Callable[[bytes, Outcome], None]
"""A hook :func:`run` calls with every result line (as written) and its outcome,
in input order, resumed lines included."""


Chunk = list[tuple[int, bytes]]
"""Records as (line number, the line's bytes without its newline)."""


def audit_chunk(
    chunk: Chunk,
    base: str,
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
        result = audit_record(line_no, raw, pools, o)
        out.append((encode(result), Outcome.of(result, flagged=o.collect_flagged)))
    return out


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


EngineFactory = Callable[..., AbstractContextManager[Engine]]
"""Makes an engine for a run: called with ``jobs`` and ``scheduler`` (either may be None)."""


@contextlib.contextmanager
def _local(jobs: int | None = None, scheduler: str | None = None) -> Iterator[Engine]:
    if scheduler is not None:
        raise AuditError("--scheduler needs --engine dask")
    with local_engine(jobs or 1) as local:
        yield local


ENGINES: dict[str, EngineFactory] = {"local": _local}
"""The engines by name. ``numground.batch.dask`` adds ``dask`` when imported
(the command line imports it for ``--engine dask``), so this module never
imports Dask and Dask's module is the only one that knows it."""


@contextlib.contextmanager
def engine(
    name: str = "local", *, jobs: int | None = None, scheduler: str | None = None
) -> Iterator[Engine]:
    """The engine called ``name`` (a key of ``ENGINES``): ``local`` (``jobs``
    processes, default 1), or ``dask`` once ``numground.batch.dask`` is imported."""
    factory = ENGINES.get(name)
    if factory is None:
        known = ", ".join(sorted(ENGINES))
        hint = " (import numground.batch.dask first)" if name == "dask" else ""
        raise AuditError(f"unknown engine {name!r}{hint}; known: {known}")
    with factory(jobs=jobs, scheduler=scheduler) as made:
        yield made


def results(
    records: Iterable[tuple[int, bytes]],
    base: str,
    options: Options | None = None,
    *,
    engine: Engine | None = None,
) -> Iterator[tuple[bytes, Outcome]]:
    """Every record's result, in input order, on ``engine`` (None: this process).

    At most ``engine.window`` chunks are in flight, so memory stays bounded
    whatever the input's size.
    """
    submit = engine.submit if engine is not None else None
    if submit is None:
        for chunk in chunks(records):
            yield from audit_chunk(chunk, base, options)
        return
    window = max(1, engine.window if engine is not None else 1)
    pending: deque[Future[Any]] = deque()
    try:
        for chunk in chunks(records):
            pending.append(submit(audit_chunk, chunk, base, options))
            while len(pending) >= window or (pending and pending[0].done()):
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()


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
    summary: Summary | None = None,
) -> Summary:
    """Audit every record of ``records_path``; the summary of the whole run.

    Results go to ``output`` (via ``OUTPUT.partial``, renamed when complete) or
    to stdout when ``output`` is None. ``resume`` continues an interrupted run's
    partial file, after checking each of its lines answers the same record
    (``record_hash``). ``progress`` is a terminal stream to draw a progress
    line on. ``options``: the checking switches, the record size limit, the
    pool root, a baseline of accepted findings (:class:`Options`);
    ``approx_tolerance``, if given, overrides its tolerance. ``summary`` is
    the run summary to add to (default: a new one; ``Summary(spool=True)``
    keeps the flagged records' lines for the HTML pages). ``on_result`` is
    called with every result line and its outcome, in input order (the lines
    a resumed run keeps first). Ctrl-C raises :class:`Interrupted`, whose
    message says how to go on.
    """
    source = Path(records_path)
    try:
        with open(source, "rb"):  # fail now, before any output is touched
            pass
    except OSError as e:
        raise AuditError(f"{source}: cannot read: {e.strerror or e}") from None
    base = os.fspath(source.resolve().parent)
    options = options or Options()
    if approx_tolerance is not None:
        options = options._replace(approx_tolerance=str(approx_tolerance))
    summary = summary if summary is not None else Summary()

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
        for line, outcome in results(records, base, options, engine=engine):
            if kill_after is not None and written >= kill_after:
                sink.write(line[: len(line) // 2])
                sink.flush()
                os._exit(75)
            sink.write(line)
            summary.add(outcome, line)
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
            summary.add(outcome, raw)
            if on_result is not None:
                on_result(raw, outcome)
            kept += len(raw)
        expected.close()
        f.truncate(kept)
    return n


# --- after a run: what the HTML pages need -------------------------------------------


class Checked(NamedTuple):
    """A record checked again, whole, for its own report page."""

    line: int
    id: str | int | None
    text: str
    pool: Pool
    report: Report
    matched: Any
    """``accepted.Matched`` when the run had a baseline, else None."""


def recheck(
    summary: Summary, records_path: str | os.PathLike[str], options: Options | None = None,
    lines: Iterable[int] | None = None,
) -> Iterator[Checked]:
    """Every record the summary spooled (those with a new flag; with ``lines``,
    those of them at these lines), in input order, checked again as the run
    checked it (``check`` is a pure function of the text, the pool and the
    options): its whole report, the pool's size and skipped leaves, and the
    baseline's marks, for a page like ``check --format html``'s. A result line
    holds only the flags, and those compact: the pages show every finding."""
    wanted = set(lines) if lines is not None else None
    o = options or Options()
    base = os.fspath(Path(records_path).resolve().parent)
    pools = PoolCache.for_base(base, o.pool_root, o.max_bytes, o.hints)
    source = read_records(records_path, max_bytes=o.max_bytes)
    for result in summary.flagged_results():
        line = result["line"]
        if wanted is not None and line not in wanted:
            continue
        raw = next((raw for line_no, raw in source if line_no == line), None)
        if raw is None:
            return
        try:
            rid, text, pool = record_of(parse_record(raw), pools)
        except ValueError:
            continue
        report = check(text, pool, **o.check_options(), max_bytes=None)
        matched = o.accepted.match(rid, report, text, by=o.match_by) if o.accepted else None
        yield Checked(line, rid, text, pool, report, matched)


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
