"""The rendered brief (``render.markdown``): every mark in place, once, at its offsets.

Exactness is checked on every text of the corpus and on random markdown: the
rendered view holds one mark per token, in text order, each showing exactly
``source[start:end]``; a block that cannot show its marks whole is shown as
its source, marks and all.
"""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest
from corpus_texts import corpus_texts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from numground.lex.tokenize import tokenize
from numground.render.html import _text, _token
from numground.render.markdown import render_markdown
from numground.report import Finding
from numground.tables.verdicts import Verdict

ROOT = Path(__file__).resolve().parents[2]


def _findings(text: str) -> list[Finding]:
    return [Finding(t, Verdict.GROUNDED) for t in tokenize(text)]


class _Marks(HTMLParser):
    """The marks of a rendered brief: ``(id, text shown)``, tooltips left out; every tag."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.marks: list[tuple[str, str]] = []
        self.tags: set[str] = set()
        self.attrs: set[str] = set()
        self._tok = 0
        self._tip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        self.attrs.update(name for name, _ in attrs)
        classes = (dict(attrs).get("class") or "").split()
        if self._tip:
            self._tip += 1
        elif "tip" in classes:
            self._tip = 1
        elif "tok" in classes:
            self.marks.append((dict(attrs)["id"] or "", ""))
            self._tok = 1
        elif self._tok:
            self._tok += 1

    def handle_endtag(self, tag: str) -> None:
        if self._tip:
            self._tip -= 1
        elif self._tok:
            self._tok -= 1

    def handle_data(self, data: str) -> None:
        if self._tok and not self._tip:
            mark_id, shown = self.marks[-1]
            self.marks[-1] = (mark_id, shown + data)


def _check_exact(text: str) -> tuple[int, int]:
    """Render ``text``; assert every mark is there once, in order, showing its
    token's text; the blocks and how many were shown as source."""
    findings = _findings(text)
    rendered = render_markdown(text, findings, _token, _text)
    parser = _Marks()
    parser.feed(rendered.html)
    parser.close()
    expected = []
    end = 0
    for i, f in enumerate(findings):
        if f.token.start >= end:
            expected.append((f"t{i}", _shown(f.token.text)))
            end = f.token.end
    assert parser.marks == expected, text
    assert not parser.tags & {"a", "img", "script", "iframe", "svg", "style", "object"}
    assert not parser.attrs & {"href", "src", "style", "onerror", "onload"}
    return rendered.blocks, rendered.as_source


def _shown(text: str) -> str:
    import html

    return html.unescape(_text(text))


def _corpus_texts() -> list[str]:
    return list(corpus_texts())


def test_every_corpus_text_shows_every_mark_exactly() -> None:
    texts = _corpus_texts()
    assert len(texts) > 500
    blocks = as_source = 0
    for text in texts:
        b, s = _check_exact(text)
        blocks, as_source = blocks + b, as_source + s
    assert as_source < blocks * 0.02, (as_source, blocks)  # rendered, not mostly fallen back


MARKDOWN = """# Week 36: 3 sessions

**Form.** TSB is −7.5 and *CTL 48.2*; see [the 12 km loop](https://x.org/run/12?a=(5)) and
![chart of 7 days](img/7.png). Code `v2.1` stays code.

1. Revenue rose 4.2%
2) unrelated list of 2

> HRV 64 ms, baseline 68 ms

| Metric | Week 36 | Change |
|:--|--:|:-:|
| Distance | 42.1 km | +3.5 km |
| HR | 51 bpm | −2 |

    indented code 99

<b>raw 77</b> <script>alert(8)</script> &amp; 1\\.5 and A\\*B 6
"""


def test_a_brief_with_every_construct_renders_with_marks_in_place() -> None:
    blocks, as_source = _check_exact(MARKDOWN)
    findings = _findings(MARKDOWN)
    page = render_markdown(MARKDOWN, findings, _token, _text).html
    assert '<h3 class="md-h">Week ' in page  # a heading, a level below the report's own
    assert "<strong>Form.</strong>" in page and "<em>CTL " in page
    assert '<table class="md-table">' in page and "<th>Week " in page
    assert '<span class="md-marker"><span class="tok' in page  # "1." as written, marked
    assert '<span class="md-dest">(https://x.org/run/' in page  # destination shown, not linked
    assert '<span class="md-img">![chart of ' in page  # an image as its markdown
    assert "&lt;script&gt;alert(" in page and "&lt;b&gt;raw " in page  # raw HTML as text
    assert "<blockquote>" in page and '<pre class="md-code"><code>indented code ' in page
    assert as_source == 1 < blocks  # only the paragraph with "1\\.5" (an escape in a number)
    assert '<div class="md-src"' in page


@pytest.mark.parametrize(
    ("text", "as_source"),
    [
        ("See [1](https://x/) today.", 1),  # a reference token "[1]" across link markup
        ("Ran **1**2 km today.", 0),  # two tokens, each inside its own text: rendered
        ("Ran 12 km today.", 0),
        ("Ran 1\\.5 km.", 1),  # a number across an escape
        ("Ran 1.5 km \\* 2.", 0),  # an escape beside, not inside, a number
        ("[a]: https://x.org/5\n\nRan 5 km [a].", 1),  # a link definition holds a number
        ("Ran 5 km\r\nthen 6.", 1),  # a carriage return: all as written
        ("x &amp; 5 km", 0),  # a character reference beside a number
        ("x &#53; 5 km", 1),  # the digits of a character reference are a token: not shown
    ],
)
def test_blocks_that_cannot_show_a_mark_whole_are_shown_as_source(
    text: str, as_source: int
) -> None:
    assert _check_exact(text)[1] == as_source


def test_the_same_number_twice_is_marked_at_each_of_its_offsets() -> None:
    text = "Rode 5 km to [5 km](https://x/5) and 5 km back."
    findings = _findings(text)
    page = render_markdown(text, findings, _token, _text).html
    parser = _Marks()
    parser.feed(page)
    starts = [findings[int(i[1:])].token.start for i, _ in parser.marks]
    assert starts == sorted(starts) and len(starts) == len(findings)
    assert len(set(starts)) == len(starts)


_PIECES = st.sampled_from([
    "# ", "## ", "- ", "1. ", "2) ", "> ", "| ", " | ", "|---|---|\n", "\n", "\n\n", "    ",
    "**", "*", "_", "`", "```\n", "[", "](", ")", "![", "<", ">", "&amp;", "&#49;", "\\",
    "\\*", "http://x/", "javascript:", "<b>", "</b>", "<script>", " ", "km", "bpm", "%", "$",
    "−", "-", "+", ".", ",", "7", "12", "3.5", "48.2", "1,200", "Sept 18", "v2.1", "Q3",
    "TSB", "rose", "to", "from", "a", "HR",
])  # fmt: skip


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_PIECES, max_size=40).map("".join))
def test_random_markdown_shows_every_mark_exactly(text: str) -> None:
    _check_exact(text)
