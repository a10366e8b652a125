"""The Dask engine (issue #8): on a LocalCluster of 2 workers, results equal the single-process run.

One cluster serves every test of this module: the Python API over a bag of
JSONL lines, over a Parquet DataFrame, and the CLI's ``--engine dask
--scheduler ADDRESS``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

distributed = pytest.importorskip("dask.distributed")

from numground import audit  # noqa: E402
from numground import dask as ngd  # noqa: E402
from tests.batch.test_audit import BAD_LINES, make_records, run, write_records  # noqa: E402


@pytest.fixture(scope="module")
def cluster() -> Iterator[distributed.Client]:
    with (
        distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=logging.ERROR,
        ) as local,
        distributed.Client(local) as client,
    ):
        yield client


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict]]:
    """~200 records (some malformed, one blank line) and their single-process results."""
    folder = tmp_path_factory.mktemp("dask")
    lines = make_records(200, seed=5)
    for k, bad in enumerate(BAD_LINES.values()):
        lines.insert(20 + 40 * k, bad)
    lines.insert(7, b"")
    path = write_records(folder, lines)
    out = folder / "single.jsonl"
    audit.run(path, out)
    return path, [json.loads(line) for line in out.read_bytes().splitlines()]


def test_bag_results_equal_the_single_process_run(
    cluster: distributed.Client, records: tuple[Path, list[dict]]
) -> None:
    path, expected = records
    bag = ngd.read_records(str(path), blocksize=8_000)  # several partitions
    assert bag.npartitions > 2
    got = ngd.audit(bag, pool_dir=path.parent).compute()
    assert len(got) == len(expected) == 204
    for a, b in zip(got, expected, strict=True):
        assert a == b
    assert sum("error" in r for r in got) == 4


def test_cli_engine_dask_equals_the_single_process_run(
    cluster: distributed.Client, records: tuple[Path, list[dict]], tmp_path: Path
) -> None:
    path, expected = records
    out = tmp_path / "dask.jsonl"
    done = run(path, "-o", out, "--engine", "dask", "--scheduler", cluster.scheduler.address)
    assert done.returncode == 1, done.stderr  # four records could not be checked: the gate fails
    assert [json.loads(line) for line in out.read_bytes().splitlines()] == expected
    assert "records 204 · errors 4 ·" in done.stdout


def test_parquet_dataframe_equals_the_jsonl_run(
    cluster: distributed.Client, records: tuple[Path, list[dict]], tmp_path: Path
) -> None:
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    dd = pytest.importorskip("dask.dataframe")
    path, _ = records
    good = [json.loads(line) for line in make_records(60, seed=6)]
    rows = [
        {
            "id": r["id"],
            "text": r["text"],
            "pool": json.dumps(r["pool"]) if "pool" in r else None,
            "pool_ref": r.get("pool_ref"),
        }
        for r in good
    ]
    pd.DataFrame(rows).to_parquet(tmp_path / "records.parquet")
    frame = ngd.read_records(str(tmp_path / "records.parquet")).repartition(npartitions=3)
    assert isinstance(frame, dd.DataFrame)
    got = ngd.audit(frame, pool_dir=path.parent).compute()

    jsonl = write_records(tmp_path, make_records(60, seed=6), name="same.jsonl")
    audit.run(jsonl, tmp_path / "same.out.jsonl")
    expected = [json.loads(x) for x in (tmp_path / "same.out.jsonl").read_bytes().splitlines()]
    for result in expected:  # a DataFrame row has no line of bytes to hash (--resume's check)
        del result["record_hash"]
    assert got == expected
