"""Coverage-guided fuzzing of ``numground.lex.tokenize`` (atheris / libFuzzer).

    pip install atheris
    python fuzz/fuzz_tokenize.py -max_total_time=300 fuzz/corpus/tokenize

Each input is decoded as text (any code point, surrogates included) and must
keep the invariants in ``_common.check_tokens``; reading U+2212 as "-" must
change nothing but the token texts. A crash prints the input; turn it into a
pinned test in tests/test_fuzz_properties.py (named after the problem).
"""

from __future__ import annotations

import sys
from pathlib import Path

import _common  # noqa: F401  (sets the environment first)
import atheris

with atheris.instrument_imports(include=["numground", "lark"]):
    from numground import tokenize
# Seed bytes that bias the mutator towards what the grammar cares about.
DICTIONARY_HINT = str(Path(__file__).resolve().parent / "tokenize.dict")


def test_one_input(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    # half the time a UTF-8 view, so the mutator's dictionary words survive intact
    text = fdp.ConsumeUnicode(len(data)) if fdp.ConsumeBool() else data.decode("utf-8", "replace")
    _common.guarded(text, lambda: properties(text))


def properties(text: str) -> None:
    tokens = tokenize(text)
    _common.check_tokens(text, tokens)
    if "-" in text or "\u2212" in text:
        hyphen = text.replace("\u2212", "-")
        if not _common.same_reading(tokenize(hyphen), tokenize(hyphen.replace("-", "\u2212"))):
            raise AssertionError(f"U+2212 reads differently from '-' in {hyphen!r}")


def main() -> None:
    args = list(sys.argv)
    if not any(a.startswith("-dict=") for a in args):
        args.append(f"-dict={DICTIONARY_HINT}")
    atheris.Setup(args, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
