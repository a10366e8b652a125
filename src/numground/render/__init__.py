"""Renderers: show a ``Report`` (or a token list) for people. A renderer never parses.

Each renderer reads what the checker already decided (tokens with their
offsets, verdicts, nearest entries) and the original text, to quote it.
"""

from __future__ import annotations

from .text import render_report, render_summary, render_tokens

__all__ = ["render_report", "render_summary", "render_tokens"]
