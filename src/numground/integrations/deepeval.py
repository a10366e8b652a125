"""A DeepEval metric: the grounding gate beside a team's other metrics, with no LLM call.

    from numground.integrations.deepeval import NumericGroundingMetric

    assert_test(test_case, [NumericGroundingMetric(threshold=1.0)])

The pool is the data the output was written from. By default (``pool_from="auto"``)
it is ``metadata["pool"]`` (given as ``metadata=`` or the older
``additional_metadata=``) if that key is there, else the test case's
``context``, else its ``retrieval_context``: each item JSON text, one item
the data itself, several a list of them. Name
one of those sources, or pass a function of the test case that returns the
data. No pool, or no ``actual_output``, raises DeepEval's
``MissingTestCaseParamsError`` (so ``skip_on_missing_params`` applies); a
context item that is not JSON raises ``numground.PoolError``.

DeepEval's scores are higher-is-better with ``success = score >= threshold``,
so ``score`` is the share of claims not flagged, ``1 - invention_rate``, and
``threshold=1.0`` (the default) allows no invented number, like ``max_rate=0``.
``is_successful`` compares the counts exactly (``Report.passes``), so 4 of 5
claims passes ``threshold=0.8`` with no float edge. ``reason`` is
``numground check``'s text report; ``report`` keeps the whole ``Report``.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any, Literal

from deepeval.errors import MissingTestCaseParamsError
from deepeval.metrics import BaseMetric
from deepeval.test_case import LLMTestCase

from numground.data.pool import Pool, load_json
from numground.integrations._common import check_rate, pool_of
from numground.judge.check import check
from numground.render.text import render_report
from numground.report import Report

__all__ = ["NumericGroundingMetric"]

Source = Literal["auto", "metadata", "context", "retrieval_context"]
_AUTO: tuple[Source, ...] = ("metadata", "context", "retrieval_context")


class NumericGroundingMetric(BaseMetric):
    """Flags numbers in ``actual_output`` that the test case's data does not back."""

    def __init__(
        self,
        threshold: float = 1.0,
        *,
        pool_from: Source | Callable[[LLMTestCase], object] = "auto",
        metadata_key: str = "pool",
        derive: bool = True,
        strict_mode: bool = False,
        verbose_mode: bool = False,
    ) -> None:
        if not callable(pool_from) and pool_from not in ("auto", *_AUTO):
            raise ValueError(f"pool_from must be one of auto, {', '.join(_AUTO)} or a function")
        self.threshold = 1.0 if strict_mode else check_rate(threshold, "threshold")
        self.pool_from = pool_from
        self.metadata_key = metadata_key
        self.derive = derive
        self.strict_mode = strict_mode
        self.verbose_mode = verbose_mode
        self.async_mode = True
        self.evaluation_model = None  # no model: nothing to bill, nothing to call
        self.report: Report | None = None

    @property
    def __name__(self) -> str:  # DeepEval names metrics by this property
        return "Numeric Grounding"

    def measure(self, test_case: LLMTestCase, *args: Any, **kwargs: Any) -> float:
        """Check ``actual_output`` against the test case's pool; set score, reason, success."""
        self.report = self.score = self.reason = self.success = None  # no stale result on error
        text = test_case.actual_output
        if text is None:
            raise MissingTestCaseParamsError(f"{self.__name__} needs 'actual_output'")
        report = check(text, self._pool(test_case), derive=self.derive)
        self.report = report
        self.success = report.passes(self._max_rate())
        rate = report.invention_rate
        self.score = (1.0 if self.success else 0.0) if self.strict_mode else 1.0 - rate
        self.reason = render_report(
            report, text, name=test_case.name or "actual_output", max_rate=float(self._max_rate())
        )
        if self.verbose_mode:
            self.verbose_logs = self.reason
        self.error = None
        return self.score

    async def a_measure(self, test_case: LLMTestCase, *args: Any, **kwargs: Any) -> float:
        """``measure``: a check is milliseconds of CPU with nothing to await, so test cases
        that DeepEval runs concurrently cannot interleave on this metric's state."""
        return self.measure(test_case, *args, **kwargs)

    def is_successful(self) -> bool:
        """Whether the last ``measure`` passed; False before one, or after an error."""
        if self.error is not None or self.report is None:
            self.success = False
        else:
            self.success = self.report.passes(self._max_rate())
        return self.success

    def _max_rate(self) -> Decimal:
        """The largest invention rate that passes, exactly: ``1 - threshold`` in decimal."""
        return Decimal(1) - Decimal(str(self.threshold))

    def _pool(self, test_case: LLMTestCase) -> Pool:
        if callable(self.pool_from):
            data = self.pool_from(test_case)
            if data is None:
                raise MissingTestCaseParamsError(f"{self.__name__}: pool_from returned None")
            return pool_of(data, name="pool_from")
        sources = _AUTO if self.pool_from == "auto" else (self.pool_from,)
        for source in sources:
            pool = self._read(test_case, source)
            if pool is not None:
                return pool
        wanted = " or ".join(
            f"metadata[{self.metadata_key!r}]" if s == "metadata" else s for s in sources
        )
        raise MissingTestCaseParamsError(f"{self.__name__} needs its data in {wanted}")

    def _read(self, test_case: LLMTestCase, source: Source) -> Pool | None:
        if source == "metadata":
            metadata = test_case.metadata  # additional_metadata= lands here too
            if not metadata or self.metadata_key not in metadata:
                return None
            return pool_of(metadata[self.metadata_key], name=f"metadata[{self.metadata_key!r}]")
        items = getattr(test_case, source, None)
        if not items:
            return None
        # retrieval_context items may be RetrievedContextData (text in .context)
        data = [
            load_json(getattr(item, "context", item), name=f"{source}[{i}]")
            for i, item in enumerate(items)
        ]
        return Pool.from_data(data[0] if len(data) == 1 else data)

