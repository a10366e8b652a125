"""The integrations package without its frameworks: imports stay light, pools read alike."""

from __future__ import annotations

import json
import socket
import subprocess
import sys

import pytest
from netguard import no_network

from numground import Pool, PoolError
from numground.data.pool import load_json
from numground.integrations._common import check_rate, pool_of

FRAMEWORKS = ("inspect_ai", "deepeval")


def test_importing_numground_never_imports_a_framework() -> None:
    code = (
        "import sys, numground, numground.integrations, numground.cli, numground.render\n"
        "numground.check('TSB is 7', {'tsb': 7})\n"
        f"print([m for m in sys.modules if m.split('.')[0] in {FRAMEWORKS!r}])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]", out.stdout


def test_pool_of_reads_json_text_data_and_pools_alike() -> None:
    data = {"tsb": -7.5, "big": 10**4000}
    from_text = pool_of(json.dumps(data), name="x")
    assert [(e.path, e.value) for e in from_text.entries] == [
        (e.path, e.value) for e in pool_of(data, name="x").entries
    ]
    pool = Pool.from_data(data)
    assert pool_of(pool, name="x") is pool
    with pytest.raises(PoolError, match=r"^metadata\['pool'\]:1:2: invalid JSON"):
        pool_of("{oops", name="metadata['pool']")
    assert load_json("[1, 2.5]") == [1, 2.5]


def test_check_rate() -> None:
    assert check_rate(0, "max_rate") == 0.0
    for bad in (-0.1, 1.01, True, "0.1", float("nan")):
        with pytest.raises(ValueError, match="max_rate must be a number in"):
            check_rate(bad, "max_rate")  # type: ignore[arg-type]


def test_no_network_refuses_and_records_but_keeps_loopback() -> None:
    with no_network() as attempts:
        with pytest.raises(OSError):
            socket.create_connection(("example.invalid", 443), timeout=1)
        with socket.socket() as raw, pytest.raises(OSError):
            raw.connect(("192.0.2.1", 443))  # TEST-NET-1 by address: no look-up; never sent
        server = socket.create_server(("127.0.0.1", 0))
        with server, socket.create_connection(server.getsockname(), timeout=1):
            pass
    assert attempts == ["getaddrinfo 'example.invalid'", "connect ('192.0.2.1', 443)"]
