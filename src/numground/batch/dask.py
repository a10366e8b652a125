"""The Dask engine: the same per-record audit, over partitions, on a ``dask.distributed`` cluster.

Needs the ``dask`` extra (``pip install 'numground[dask]'``); Parquet input also
needs ``pandas`` and ``pyarrow`` (the ``parquet`` extra).

    import numground.batch.dask as ngd
    from dask.distributed import Client

    client = Client("tcp://scheduler:8786")            # or Client() for a local cluster
    records = ngd.read_records("briefs/*.jsonl")      # a bag of lines (or a DataFrame for Parquet)
    results = ngd.audit(records, pool_dir="briefs")   # a bag of result dicts, in input order
    results.map(json.dumps).to_textfiles("results/*.jsonl")

Every element of the result is what ``numground audit`` writes for that record
(``numground.batch.audit.audit_record``): one result per record, errors included.
``line`` is the element's 1-based position in the whole collection, counted
over every partition in order (for a bag read from one file: its line number;
for a DataFrame: its row number). Blank lines give no result.

Importing this module registers :func:`engine` as ``dask`` in
``numground.batch.audit.ENGINES`` (the audit module never imports Dask): the
command line imports it for ``numground audit RECORDS --engine dask
[--scheduler ADDRESS]``, which sends chunks of records to the cluster and writes
their results in order, with the same partial file, ``--resume``, progress and
summary as the local engines. Workers read ``pool_ref`` files themselves, so on
a cluster the records file's folder must be reachable at the same path from
every worker (a shared file system).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from collections.abc import Iterable, Iterator
from decimal import Decimal
from typing import Any

from numground.batch.audit import ENGINES, Engine, Options, PoolCache, audit_record, audit_value

__all__ = ["audit", "engine", "read_records"]


def audit(
    data: Any,
    *,
    pool_dir: str | os.PathLike[str] = ".",
    approx_tolerance: Decimal | str | None = None,
    options: Options | None = None,
) -> Any:
    """A ``dask.bag.Bag`` of result dicts, one per record of ``data``, in order.

    ``data`` is a bag of JSONL lines (``str`` or ``bytes``, as ``read_text``
    gives them) or of record dicts, or a ``dask.dataframe.DataFrame`` with
    columns ``id``, ``text`` and ``pool`` (an object, or JSON text) or
    ``pool_ref``. ``pool_ref`` paths are read relative to ``pool_dir``.
    ``options`` are the checking switches and the rest of a run's options
    (``audit.Options``); ``approx_tolerance``, if given, overrides its
    tolerance. Counting the partitions' lengths (for line numbers) computes ``data`` once.
    """
    import dask
    import dask.bag as db

    base = os.fspath(os.path.abspath(pool_dir))
    o = options or Options()
    if approx_tolerance is not None:
        o = o._replace(approx_tolerance=str(approx_tolerance))
    if isinstance(data, db.Bag):
        lengths = data.map_partitions(_length).compute()
        run = _audit_items
    elif _is_dataframe(data):
        lengths = list(data.map_partitions(len).compute())
        run = _audit_rows
    else:
        raise TypeError(f"audit needs a dask Bag or DataFrame, not {type(data).__name__}")
    parts = data.to_delayed()
    starts = [1 + sum(lengths[:i]) for i in range(len(lengths))]
    audited = [
        dask.delayed(run, pure=True)(part, start, base, o)
        for part, start in zip(parts, starts, strict=True)
    ]
    return db.from_delayed(audited)


def read_records(path: str, *, blocksize: str | int | None = "64MiB") -> Any:
    """Records to :func:`audit`: a bag of lines for JSONL, a DataFrame for ``*.parquet``.

    Lines are decoded with ``surrogateescape``, so bytes that are not UTF-8
    reach :func:`audit` as they were and give that record's error line.
    """
    if path.endswith((".parquet", ".pq")) or os.path.isdir(path):
        import dask.dataframe as dd

        return dd.read_parquet(path)
    import dask.bag as db

    return db.read_text(path, blocksize=blocksize, errors="surrogateescape")


@contextlib.contextmanager
def engine(scheduler: str | None = None, *, workers: int = 2) -> Iterator[Engine]:
    """The command line's Dask engine: a client of ``scheduler``, or of a local cluster.

    Without an address, a ``LocalCluster`` of ``workers`` single-threaded
    processes runs for the duration (no dashboard, logs at error level only).
    """
    from dask.distributed import Client, LocalCluster

    cluster = None
    if scheduler is None:
        cluster = LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=logging.ERROR,
        )
        client = Client(cluster)
    else:
        try:
            client = Client(scheduler)
        except (OSError, ValueError, TypeError) as e:
            from numground.batch.audit import AuditError

            raise AuditError(f"cannot reach the dask scheduler {scheduler}: {e}") from None
    try:
        threads = sum(client.nthreads().values()) or workers

        def submit(fn: Any, /, *args: Any) -> Any:
            return client.submit(fn, *args, pure=False)

        yield Engine(submit, window=4 * threads)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


@contextlib.contextmanager
def _engine(jobs: int | None = None, scheduler: str | None = None) -> Iterator[Engine]:
    """``audit.ENGINES["dask"]``: the cluster at ``scheduler``, or a local one of ``jobs`` (2)."""
    with engine(scheduler, workers=jobs or 2) as remote:
        yield remote


ENGINES["dask"] = _engine


# --- per partition (run on the workers) ---------------------------------------------


def _length(items: Iterable[Any]) -> list[int]:
    return [sum(1 for _ in items)]


def _audit_items(
    items: Iterable[Any], start: int, base: str, options: Options
) -> list[dict[str, Any]]:
    """Results of a partition of lines (or record dicts) whose first is line ``start``."""
    pools = PoolCache.for_base(base, options.pool_root, options.max_bytes, options.hints)
    out = []
    for line_no, item in enumerate(items, start):
        if isinstance(item, dict):
            out.append(audit_value(line_no, item, pools, options))
            continue
        raw = item.encode("utf-8", "surrogateescape") if isinstance(item, str) else bytes(item)
        if line_no == 1 and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]
        if not raw.strip():
            continue  # blank lines are not records (as in numground.batch.audit)
        raw = raw.rstrip(b"\r\n")
        out.append(audit_record(line_no, raw, pools, options))
    return out


_COLUMNS = ("id", "text", "pool", "pool_ref")


def _audit_rows(frame: Any, start: int, base: str, options: Options) -> list[dict[str, Any]]:
    """Results of a pandas partition whose first row is row ``start``."""
    pools = PoolCache.for_base(base, options.pool_root, options.max_bytes, options.hints)
    columns = [c for c in _COLUMNS if c in frame.columns]
    out = []
    for row_no, values in enumerate(frame[columns].itertuples(index=False, name=None), start):
        record: dict[str, Any] = {}
        for name, value in zip(columns, values, strict=True):
            value = _plain(value)
            if value is _MISSING:
                continue
            record[name] = value
        pool = record.get("pool")
        if isinstance(pool, str):
            try:
                record["pool"] = json.loads(pool)
            except ValueError as e:
                out.append(
                    {
                        "line": row_no,
                        "id": record.get("id"),
                        "error": f'line {row_no}: "pool" is not JSON: {e}',
                    }  # fmt: skip
                )
                continue
        out.append(audit_value(row_no, record, pools, options))
    return out


_MISSING = object()


def _plain(value: Any) -> Any:
    """A cell as a plain Python value; ``_MISSING`` for None, NaN and pandas' NA."""
    if value is None or type(value).__name__ in ("NAType", "NaTType"):
        return _MISSING
    if isinstance(value, float) and value != value:
        return _MISSING
    item = getattr(value, "item", None)  # numpy scalars (an int64 id) to Python
    if item is not None and not isinstance(value, (str, bytes)) and getattr(value, "ndim", 1) == 0:
        return item()
    return value


def _is_dataframe(data: Any) -> bool:
    try:
        import dask.dataframe as dd
    except ImportError:  # dask without its dataframe part (no pandas)
        return False
    return isinstance(data, dd.DataFrame)
