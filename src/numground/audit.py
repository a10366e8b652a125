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
Dask (``numground.dask``). Engines run *chunks* of records
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
  A run without ``--resume`` starts the partial file afresh.
- The aggregate invention rate is ``sum(inventions) / sum(claims)`` over the
  records that could be checked. The gate (``--max-rate R``) passes when that
  rate is at most R, compared exactly, *and* no record was an error: a record
  that could not be checked cannot be vouched for. Without ``--max-rate``
  there is no gate and error lines do not change the exit status.
- ``NUMGROUND_AUDIT_KILL_AFTER=N`` is a **test hook**: after writing N result
  lines in this run, the writer writes half of the next line and ends the
  process with ``os._exit(75)``, as a kill in the middle of a write would.
"""

from __future__ import annotations

import contextlib
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

from numground.check import check
from numground.errors import NumgroundError, json_type
from numground.pool import Pool, PoolError
from numground.pool import _loads as _load_json  # the pool file's own JSON reading
from numground.verdicts import Verdict

__all__ = [
    "AuditError",
    "Engine",
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

CHUNK_RECORDS = 64
CHUNK_BYTES = 1 << 20
"""A chunk (one task for a worker) ends at this many records or bytes, whichever comes first."""


class AuditError(NumgroundError):
    """The records file or the output cannot be read or written, or cannot be resumed."""


# --- one record ----------------------------------------------------------------


class PoolCache:
    """Shared pool files (``pool_ref``), each read once and kept with its error if any.

    ``base`` is the folder that relative references are read from: the records
    file's folder. One cache per process and base (:meth:`for_base`) is what
    the engines use, so a worker reads each shared pool once however many
    chunks it runs.
    """

    __slots__ = ("_pools", "base")

    def __init__(self, base: str | os.PathLike[str] = ".") -> None:
        self.base = Path(base)
        self._pools: dict[str, Pool | str] = {}

    @classmethod
    def for_base(cls, base: str) -> PoolCache:
        """This process's cache for ``base`` (created on first use)."""
        cache = _CACHES.get(base)
        if cache is None:
            cache = _CACHES[base] = cls(base)
        return cache

    def get(self, ref: str) -> Pool:
        """The pool of ``ref``; ``PoolError`` (its message starting after the file name)."""
        found = self._pools.get(ref)
        if found is None:
            path = os.fspath(self.base / ref)
            try:
                found = Pool.from_json(path)
            except PoolError as e:
                message = str(e)
                found = message[len(path) :] if message.startswith(path) else f": {message}"
            if len(self._pools) >= 4096:  # many distinct files: keep memory bounded
                self._pools.clear()
            self._pools[ref] = found
        if isinstance(found, str):
            raise PoolError(found)
        return found


_CACHES: dict[str, PoolCache] = {}
"""This process's pool caches, one per base folder."""


def audit_record(
    line_no: int,
    raw: bytes,
    pools: PoolCache,
    *,
    approx_tolerance: Decimal | str | None = None,
) -> dict[str, Any]:
    """The result of one JSONL line: a report, or an ``error`` naming the line and the reason.

    Pure in its inputs (the cache only saves reading a pool file twice); never
    raises on any ``raw``.
    """
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
    return audit_value(line_no, value, pools, approx_tolerance=approx_tolerance)


def audit_value(
    line_no: int,
    record: object,
    pools: PoolCache,
    *,
    approx_tolerance: Decimal | str | None = None,
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
        pool = Pool.from_data(data)
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
    data = report.to_dict()
    return {
        "line": line_no,
        "id": rid,
        "schema_version": data["schema_version"],
        "claims": data["claims"],
        "inventions": len(report.flagged),
        "invention_rate": data["invention_rate"],
        "counts": data["counts"],
        "findings": data["findings"],
    }


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

    @classmethod
    def of(cls, result: dict[str, Any]) -> Outcome:
        if "error" in result:
            return cls(result["line"], result.get("id"), 0, 0, True)
        counts = result.get("counts") or {}
        return cls(result["line"], result["id"], result["claims"], result["inventions"], False,
                   tuple(counts.get(str(v), 0) for v in Verdict))  # fmt: skip


OnResult = Callable[[bytes, Outcome], None]
"""A hook :func:`run` calls with every result line (as written) and its outcome,
in input order, resumed lines included: what an HTML summary collects from."""


Chunk = list[tuple[int, bytes]]
"""Records as (line number, the line's bytes without its newline)."""


def audit_chunk(
    chunk: Chunk, base: str, approx_tolerance: str | None = None
) -> list[tuple[bytes, Outcome]]:
    """Audit a chunk of records: each result as its encoded JSON line and its outcome.

    A top-level function of plain arguments, so it pickles to any process or
    Dask worker; the pool cache is that process's own (:meth:`PoolCache.for_base`).
    """
    pools = PoolCache.for_base(base)
    out = []
    for line_no, raw in chunk:
        result = audit_record(line_no, raw, pools, approx_tolerance=approx_tolerance)
        out.append((encode(result), Outcome.of(result)))
    return out


def encode(result: dict[str, Any]) -> bytes:
    """One result as a JSON line (UTF-8, non-ASCII as is; escaped if it holds a lone surrogate)."""
    try:
        return (json.dumps(result, ensure_ascii=False) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(result) + "\n").encode("ascii")


def read_records(path: str | os.PathLike[str], *, skip: int = 0) -> Iterator[tuple[int, bytes]]:
    """The records of a JSONL file as (line number, bytes), blank lines left out.

    ``skip`` leaves out the first ``skip`` records (for a resumed run).
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
            for line_no, line in enumerate(f, 1):
                if line_no == 1 and line.startswith(b"\xef\xbb\xbf"):
                    line = line[3:]
                if not line.strip():
                    continue
                seen += 1
                if seen > skip:
                    yield line_no, line.rstrip(b"\r\n")
        except OSError as e:
            raise AuditError(f"{name}: cannot read: {e.strerror or e}") from None


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
            from numground.dask import engine as dask_engine
        except ImportError as e:
            raise AuditError(
                f"the dask engine needs the dask extra: pip install 'numground[dask]' ({e})"
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
) -> Iterator[tuple[bytes, Outcome]]:
    """Every record's result, in input order, on ``engine`` (None: this process).

    At most ``engine.window`` chunks are in flight, so memory stays bounded
    whatever the input's size.
    """
    submit = engine.submit if engine is not None else None
    if submit is None:
        for chunk in chunks(records):
            yield from audit_chunk(chunk, base, approx_tolerance)
        return
    window = max(1, engine.window if engine is not None else 1)
    pending: deque[Future[Any]] = deque()
    try:
        for chunk in chunks(records):
            pending.append(submit(audit_chunk, chunk, base, approx_tolerance))
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

    def passes(self, max_rate: Decimal | str | float | None) -> bool:
        """The gate: no error records and the aggregate rate at most ``max_rate`` (exactly)."""
        if max_rate is None:
            return True
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
        if max_rate is not None:
            data["gate"] = {"max_rate": float(max_rate), "passed": self.passes(max_rate)}
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
    if max_rate is not None:
        verdict = "PASS" if s.passes(max_rate) else "FAIL"
        reason = f" ({s.errors:,} records could not be checked)" if s.errors else ""
        lines.append(f"gate: {verdict} (max {max_rate}){reason}")
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
    on_result: OnResult | None = None,
) -> Summary:
    """Audit every record of ``records_path``; the summary of the whole run.

    Results go to ``output`` (via ``OUTPUT.partial``, renamed when complete) or
    to stdout when ``output`` is None. ``resume`` continues an interrupted run's
    partial file. ``progress`` is a terminal stream to draw a progress line on.
    ``on_result`` is called with every result line and its outcome, in input
    order (the lines a resumed run keeps first).
    """
    source = Path(records_path)
    try:
        with open(source, "rb"):  # fail now, before any output is touched
            pass
    except OSError as e:
        raise AuditError(f"{source}: cannot read: {e.strerror or e}") from None
    base = os.fspath(source.resolve().parent)
    tolerance = str(approx_tolerance) if approx_tolerance is not None else None
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
        done = _resume(partial, source, summary, on_result) if resume else 0
        try:
            sink = open(partial, "ab" if resume else "wb")  # noqa: SIM115 - closed below
        except OSError as e:
            raise AuditError(f"{partial}: cannot write: {e.strerror or e}") from None

    bar = _Progress(progress, _count_records(source), done) if progress is not None else None
    kill_after = _kill_after()
    written = 0
    try:
        records = read_records(source, skip=done)
        for line, outcome in results(records, base, tolerance, engine=engine):
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
    partial: Path, source: Path, summary: Summary, on_result: OnResult | None = None
) -> int:
    """Keep the complete lines of an earlier run's partial file; how many records they answer.

    Reads the partial file line by line (it may be large), checks each line
    answers the next record of ``source``, adds it to ``summary``, and cuts a
    torn last line off the file.
    """
    try:
        f = open(partial, "r+b")  # noqa: SIM115 - closed below
    except FileNotFoundError:
        return 0  # nothing to resume: start from the first record
    except OSError as e:
        raise AuditError(f"{partial}: cannot resume: {e.strerror or e}") from None
    with f:
        expected = read_records(source)
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
            outcome = Outcome.of(result)
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
