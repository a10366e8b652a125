"""``numground.testing.assert_grounded``: silent on a grounded text, a readable failure else."""

from __future__ import annotations

import pytest

from numground.testing import assert_grounded

POOL = {"metrics": {"tsb": -7.5, "ctl": 48.2}, "hrv_ms": 61}


def test_a_grounded_text_passes_and_returns_its_report() -> None:
    report = assert_grounded("TSB is −7.5 and CTL 48.2; HRV 61 ms.", POOL)
    assert report.claims == 3 and not report.flagged


def test_the_failure_message_is_the_text_report_of_the_flags() -> None:
    text = "TSB is 7.5.\nHRV was 64 ms and CTL 48.2."
    with pytest.raises(AssertionError) as raised:
        assert_grounded(text, POOL, name="brief.md")
    message = str(raised.value)
    assert message.startswith("2 of 3 claims not grounded (invention rate 0.667 > 0.0)")
    assert "brief.md:1:8: sign_inversion: 7.5" in message
    assert "brief.md:2:9: invented: 64 ms" in message
    assert "hrv_ms = 61 ms (3 ms below)" in message
    assert "»48.2«" not in message and ": grounded" not in message  # grounded: not listed
    assert "metrics.ctl = 48.2 (no unit)" in message  # beside a claim in ms
    assert "FAIL (max 0)" in message


def test_max_rate_lets_some_through() -> None:
    text = "HRV was 64 ms and CTL 48.2."
    assert_grounded(text, POOL, max_rate=0.5)
    with pytest.raises(AssertionError):
        assert_grounded(text, POOL, max_rate="0.49")


def test_options_reach_check() -> None:
    text = "CTL 48.2 and TSB −7.5, a gap of 55.7."
    assert_grounded(text, POOL)  # 48.2 − (−7.5): derived
    with pytest.raises(AssertionError, match="invented: 55.7"):
        assert_grounded(text, POOL, derive=False)


def test_the_helper_hides_its_frame() -> None:
    with pytest.raises(AssertionError) as raised:
        assert_grounded("HRV 64 ms", POOL)
    def ours(entries: object) -> list[object]:
        return [e for e in entries if str(e.frame.code.path).endswith("numground/testing.py")]

    assert ours(raised.traceback)  # raised there
    assert not ours(raised.traceback.filter(raised))  # and hidden from the report
