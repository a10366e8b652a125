"""Coverage-guided fuzzing of ``numground.check`` and ``Pool`` (atheris / libFuzzer).

    pip install atheris
    python fuzz/fuzz_check.py -max_total_time=300 fuzz/corpus/check

The input is split in two: a text and a JSON pool (parsed as the CLI does).
``check`` must never raise on a text and any JSON value; the report must hold
one finding per token, a rate in [0, 1], and a pool that holds every claim's
own value must ground it (checker completeness).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import _common  # noqa: F401  (sets the environment first)
import atheris

with atheris.instrument_imports(include=["numground", "lark"]):
    from numground import Kind, Pool, PoolEntry, Verdict, check, tokenize
    from numground.data.pool import _loads

DICTIONARY_HINT = str(Path(__file__).resolve().parent / "tokenize.dict")


def test_one_input(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    text = fdp.ConsumeUnicodeNoSurrogates(fdp.ConsumeIntInRange(0, 400))
    raw = fdp.ConsumeUnicodeNoSurrogates(fdp.remaining_bytes())
    try:
        pool_data = _loads(raw)
    except (json.JSONDecodeError, ValueError):
        pool_data = {"s": raw}
    _common.guarded(text + "\n" + raw, lambda: properties(text, pool_data))


def properties(text: str, pool_data: object) -> None:
    pool = Pool.from_data(pool_data)
    report = check(text, pool)
    tokens = tokenize(text)
    if len(report.findings) != len(tokens):
        raise AssertionError(f"{len(report.findings)} findings for {len(tokens)} tokens: {text!r}")
    if not 0.0 <= report.invention_rate <= 1.0:
        raise AssertionError(f"rate {report.invention_rate} for {text!r}")
    # completeness: each claim's own value (in its own unit) grounds it
    own = Pool([PoolEntry(f"t{i}", t.value, t.unit) for i, t in enumerate(tokens)
                if t.kind is Kind.CLAIM and t.value is not None])  # fmt: skip
    for f in check(text, own).findings:
        if f.token.kind is Kind.CLAIM and f.verdict is not Verdict.GROUNDED:
            raise AssertionError(f"{f.token.text!r} not grounded by its own value in {text!r}")


def main() -> None:
    args = list(sys.argv)
    if not any(a.startswith("-dict=") for a in args):
        args.append(f"-dict={DICTIONARY_HINT}")
    atheris.Setup(args, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
