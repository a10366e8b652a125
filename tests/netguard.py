"""No network for the integration tests: connections and name look-ups off this machine fail.

The frameworks under test may phone home (telemetry, update checks, a tokenizer
download). Inside ``no_network()`` such a call fails as it would offline, and
every attempt is recorded, so a test can assert that none was even tried.
Loopback and Unix sockets still work (event loops and local services use them).
"""

from __future__ import annotations

import errno
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

_LOCAL = {"localhost", "0.0.0.0", "::1", "", None}


def _is_local(host: object) -> bool:
    return host in _LOCAL or (isinstance(host, str) and host.startswith("127."))


@contextmanager
def no_network() -> Iterator[list[str]]:
    """Refuse off-machine connections and look-ups inside the block; yield the attempts."""
    attempts: list[str] = []
    real_connect, real_connect_ex = socket.socket.connect, socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def allowed(sock: socket.socket, address: Any) -> bool:
        if sock.family == getattr(socket, "AF_UNIX", None):
            return True
        if _is_local(address[0] if isinstance(address, tuple) else address):
            return True
        attempts.append(f"connect {address!r}")
        return False

    def connect(sock: socket.socket, address: Any) -> None:
        if not allowed(sock, address):
            raise OSError(errno.ENETUNREACH, f"network disabled in this test: {address!r}")
        real_connect(sock, address)

    def connect_ex(sock: socket.socket, address: Any) -> int:
        return real_connect_ex(sock, address) if allowed(sock, address) else errno.ENETUNREACH

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if not _is_local(host):
            attempts.append(f"getaddrinfo {host!r}")
            raise socket.gaierror(socket.EAI_NONAME, f"network disabled in this test: {host!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(socket.socket, "connect", connect)
        mp.setattr(socket.socket, "connect_ex", connect_ex)
        mp.setattr(socket, "getaddrinfo", getaddrinfo)
        yield attempts
