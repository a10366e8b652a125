"""The package's own modules: ``numground`` (its public names) and the documented
short names that stand for a module of a floor (``numground.audit`` is
``numground.batch.audit``). ``python -m numground`` is run by ``test_cli.py``."""

from __future__ import annotations

import importlib
import sys

import pytest

import numground

SHORT_NAMES = {
    "numground.accepted": "numground.batch.accepted",
    "numground.audit": "numground.batch.audit",
    "numground.dask": "numground.batch.dask",
    "numground.verdicts": "numground.tables.verdicts",
}


@pytest.mark.parametrize(("short", "module"), SHORT_NAMES.items())
def test_a_short_name_is_the_module_itself(short: str, module: str) -> None:
    assert importlib.import_module(short) is importlib.import_module(module)
    assert sys.modules[short] is sys.modules[module]  # one module: one ENGINES, one cache


def test_short_names_import_as_attributes_too() -> None:
    from numground import accepted, audit, verdicts

    assert audit.run is importlib.import_module("numground.batch.audit").run
    assert verdicts.Verdict is numground.Verdict
    assert accepted.Accepted is importlib.import_module("numground.batch.accepted").Accepted


def test_every_public_name_is_the_floors_own() -> None:
    homes = {"check": "numground.judge.check", "tokenize": "numground.lex.tokenize",
             "iter_tokens": "numground.lex.tokenize", "numeric_tokens": "numground.lex.tokenize",
             "Pool": "numground.data.pool", "PoolEntry": "numground.data.pool",
             "PoolError": "numground.data.pool", "Token": "numground.lex.tokens",
             "Kind": "numground.lex.tokens", "Verdict": "numground.tables.verdicts",
             "Finding": "numground.report", "Report": "numground.report",
             "NumgroundError": "numground.errors", "InputTooLarge": "numground.errors"}
    assert sorted(homes) == sorted(numground.__all__)
    for name, home in homes.items():
        assert getattr(numground, name) is getattr(importlib.import_module(home), name), name
