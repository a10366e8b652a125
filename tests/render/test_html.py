"""The HTML report: its page as text (escaping, CSP, what it says), then in a real browser.

The browser tests drive Debian's Chromium (``/usr/bin/chromium``, or
``NUMGROUND_CHROMIUM``) through Playwright's Python package. Where neither can be
had they are skipped, and the skip says which is missing. Screenshots land in
``artifacts/`` (gitignored) for a person to look at.
"""

from __future__ import annotations

import html
import os
import re
import shutil
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from inprocess import run_main

from numground import check
from numground.data.pool import Pool
from numground.render.html import render_html

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "training"
POOL = EXAMPLE / "pool.json"
ARTIFACTS = ROOT / "artifacts"

HOSTILE = """# Report <script>window.__pwned = 1; alert(1)</script>

TSB is 7.5 <img src=x onerror="window.__pwned = 2; alert(2)"> and 99 km.
See [the data](javascript:window.__pwned=3) or <a href="javascript:alert(3)">12 bpm</a>.
"><svg onload=window.__pwned=4>42</svg> </style><script>window.__pwned=5</script>
<iframe src="https://example.com/"></iframe> 61 ms <!-- 7 --> ]]> &amp; &lt;b&gt; 3 km
"""
HOSTILE_POOL = {
    "<script>window.__pwned=6</script>": 7.5,
    'tsb"><img src=x onerror=alert(6)>': -7.5,
    "hrv_ms": 61,
    "junk</td><script>window.__pwned=7</script>": float("nan"),
}


def _render(text: str, data: object, **kwargs: Any) -> str:
    pool = data if isinstance(data, Pool) else Pool.from_data(data)
    report = check(text, pool)
    return render_html(report, text, pool_entries=len(pool), pool_skipped=pool.skipped, **kwargs)


def _example(name: str = "brief-flawed.md", **kwargs: Any) -> str:
    text = (EXAMPLE / name).read_text(encoding="utf-8")
    return _render(text, Pool.from_json(POOL), name=f"examples/training/{name}", **kwargs)


class _Brief(HTMLParser):
    """The text of the ``.brief`` block as a reader sees it: tooltips left out."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.depth = 0  # inside .brief
        self.tip = 0  # inside a .tip
        self.text: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if self.depth:
            self.depth += 1
            self.tags.append(tag)
            if "tip" in classes or self.tip:
                self.tip += 1
        elif "brief" in classes:
            self.depth = 1

    def handle_endtag(self, tag: str) -> None:
        if self.depth:
            self.depth -= 1
            if self.tip:
                self.tip -= 1

    def handle_data(self, data: str) -> None:
        if self.depth and not self.tip:
            self.text.append(data)


_TAGS = {
    "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "div", "p",
    "span", "strong", "b", "ul", "li", "details", "summary", "table", "thead", "tbody",
    "tr", "th", "td", "code", "main", "section", "a", "br", "script",
    "input", "label", "h3", "em", "ol", "pre", "blockquote", "hr",  # the rendered brief
}  # fmt: skip
_ATTRS = {
    "lang", "charset", "http-equiv", "content", "name", "nonce", "class", "id",
    "tabindex", "aria-describedby", "aria-labelledby", "aria-label", "aria-hidden", "role",
    "href", "type", "for", "title",
}  # fmt: skip


class _Markup(HTMLParser):
    """Every tag, attribute name and link target of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: set[str] = set()
        self.attrs: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        self.attrs.update(name for name, _ in attrs)
        self.hrefs.extend(value or "" for name, value in attrs if name == "href")


def _brief_text(page: str) -> tuple[str, list[str]]:
    parser = _Brief()
    parser.feed(page)
    return "".join(parser.text), parser.tags


# --- the page as text --------------------------------------------------------


def test_the_brief_reads_as_written() -> None:
    text = (EXAMPLE / "brief-flawed.md").read_text(encoding="utf-8")
    shown, tags = _brief_text(_example())
    assert shown == text
    assert set(tags) == {"span", "b", "code"}  # tokens and their tooltips, nothing else


def test_hostile_brief_and_pool_are_text() -> None:
    page = _render(HOSTILE, HOSTILE_POOL, name='<script>alert("name")</script>.md')
    shown, tags = _brief_text(page)
    assert shown == HOSTILE
    assert set(tags) <= {"span", "b", "code"}
    assert len(re.findall(r"<script\b", page)) == 1  # the report's own
    markup = _Markup()
    markup.feed(page)
    assert markup.tags <= _TAGS, markup.tags - _TAGS
    assert markup.attrs <= _ATTRS, markup.attrs - _ATTRS
    assert all(re.fullmatch(r"#t\d+", href) for href in markup.hrefs)
    assert "&lt;script&gt;window.__pwned=6&lt;/script&gt;" in page  # a pool path, escaped
    assert "tsb&quot;&gt;&lt;img" in page
    assert "&lt;script&gt;alert(&quot;name&quot;)" in page  # the file name
    assert "junk&lt;/td&gt;" in page  # a skipped leaf's path


def test_no_asset_is_loaded() -> None:
    page = _example()
    assert "url(" not in page and "@import" not in page and "//" not in page.split("<script")[0]


def test_csp_names_a_fresh_nonce_for_the_one_style_and_script() -> None:
    page = _example()
    (csp,) = re.findall(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page)
    (nonce,) = set(re.findall(r"'nonce-([A-Za-z0-9_-]+)'", csp))
    assert len(nonce) >= 16
    assert csp.startswith("default-src 'none';")
    assert f"script-src 'nonce-{nonce}'" in csp and f"style-src 'nonce-{nonce}'" in csp
    assert re.findall(r"<(style|script) nonce=\"([^\"]*)\"", page) == [
        ("style", nonce),
        ("script", nonce),
    ]
    assert " style=" not in page  # no inline style attribute: the CSP would block it
    assert page.index("Content-Security-Policy") < page.index("<title>")
    assert nonce not in _example()  # fresh per page


def test_header_tells_rate_counts_pool_and_gate() -> None:
    page = _example(max_rate=0.05)
    assert "<strong>0.083</strong>" in page  # 2 of 24: the two dates the pool holds count
    assert "2 of 24 claims flagged" in page
    assert "FAIL" in page and "max 0.05" in page
    assert "pool: 31 citable numbers, none skipped" in page
    for verdict, n in (("grounded", 22), ("invented", 1), ("sign inversion", 1), ("vetoed", 7)):
        assert re.search(rf'<span class="vname">{verdict}</span> <strong>{n}</strong>', page)
    clean = _example("brief.md", max_rate=0)
    assert "PASS" in clean and "No claim is flagged" in clean


def test_skipped_pool_leaves_are_listed() -> None:
    page = _render("TSB 7.5", {"tsb": 7.5, "x": float("nan"), "ok": True})
    assert "pool: 1 citable numbers, 2 skipped" in page
    assert "<code>x</code>" in page and "<code>ok</code>" in page


def test_flagged_table_links_to_the_tokens() -> None:
    page = _example()
    links = re.findall(r'<a href="#(t\d+)">line (\d+), col (\d+)</a>', page)
    assert [(line, col) for _, line, col in links] == [("3", "23"), ("7", "28")]
    for anchor, _, _ in links:
        assert f'id="{anchor}" tabindex="0"' in page


def test_tooltips_say_verdict_value_and_why() -> None:
    page = _example()
    tips = dict(re.findall(r'<span class="tok [^"]*" id="(t\d+)"[^>]*>[^<]*'
                           r'<span class="tip" role="tooltip" id="tip\d+">(.*?)</span></span>',
                           page))  # fmt: skip
    text = {k: " ".join(html.unescape(re.sub(r"<[^>]+>", " ", v)).split()) for k, v in tips.items()}
    invented = next(v for v in text.values() if v.startswith("invented"))
    assert "value 64 ms" in invented and "hrv_ms = 61 ms (3 ms below)" in invented
    sign = next(v for v in text.values() if v.startswith("sign inversion"))
    assert "with the sign flipped: metrics.tsb" in sign
    grounded = next(v for v in text.values() if "value 48.2" in v)
    assert grounded.startswith("grounded") and "metrics.ctl" in grounded
    vetoed = next(v for v in text.values() if v.startswith("vetoed · window"))
    assert "not checked" in vetoed and "value 7 d" in vetoed
    # a date is checked, not vetoed
    date = next(v for v in text.values() if "Aug 7" in v)
    assert date.startswith("grounded") and "workouts[0].date" in date


def test_odd_characters_never_break_the_page() -> None:
    text = "ran 12\u00a0km\r\nthen \x1b[31m 7 km \u202e 9 km \ud800 end"
    page = _render(text, {"d_km": 12})
    page.encode("utf-8")  # lone surrogate shown escaped, as the terminal shows it
    shown, _ = _brief_text(page)
    assert shown == "ran 12\u00a0km\nthen \\x1b[31m 7 km \\u202e 9 km \\ud800 end"


def test_empty_brief() -> None:
    page = _render("", {})
    assert "<strong>0.000</strong>" in page and "0 of 0 claims flagged" in page


def test_cli_writes_the_page(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    brief = str(EXAMPLE / "brief-flawed.md")
    argv = ["check", brief, "--pool", str(POOL),
            "--format", "html", "-o", str(out), "--max-rate", "0.1"]  # fmt: skip
    done = run_main(argv)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "PASS" in page
    done = run_main(argv[:-6] + ["--format", "html"])
    # without --max-rate any flag fails the gate
    assert done.returncode == 1 and done.stdout.startswith("<!DOCTYPE html>")


# --- in a browser --------------------------------------------------------------

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    executable = os.environ.get("NUMGROUND_CHROMIUM") or shutil.which("chromium")
    if executable is None:
        executable = "/usr/bin/chromium"
    if not Path(executable).exists():
        pytest.skip(f"no Chromium at {executable} (Debian: apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright's Python package is missing (pip install -e '.[test]')")
    with sync_playwright() as p:
        try:
            browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        except Exception as e:  # a browser that will not start here: say why, once
            pytest.skip(f"Chromium at {executable} does not start: {str(e).splitlines()[0]}")
        yield browser
        browser.close()


def _open(browser: Any, page_html: str, path: Path) -> tuple[Any, list[str], list[str]]:
    """Open ``page_html`` from a file; the page, the dialogs it opened, the URLs it asked for."""
    path.write_text(page_html, encoding="utf-8")
    page = browser.new_page(viewport={"width": 1100, "height": 900})
    dialogs: list[str] = []
    requests: list[str] = []

    def on_dialog(dialog: Any) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    page.on("request", lambda request: requests.append(request.url))
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    return page, dialogs, requests


def _artifact(page: Any, name: str, **kwargs: Any) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name), **kwargs)


def test_browser_example_report(browser: Any, tmp_path: Path) -> None:
    page, dialogs, requests = _open(browser, _example(max_rate=0.05), tmp_path / "r.html")
    _artifact(page, "report-flawed.png", full_page=True)
    assert page.evaluate("document.documentElement.classList.contains('js')")  # own script ran
    assert requests == [(tmp_path / "r.html").as_uri()] and dialogs == []

    invented = page.locator(".brief-md .tok.v-invented")  # the rendered view; the source
    sign = page.locator(".brief-md .tok.v-sign_inversion")  # view holds its own copies
    assert invented.count() == 1 and sign.count() == 1
    assert page.locator(".brief .tok.v-invented").count() == 1  # hidden until asked for
    assert not page.locator(".brief .tok.v-invented").is_visible()
    assert invented.inner_text().startswith("64 ms")
    style = invented.evaluate(
        "e => { const s = getComputedStyle(e); return [s.textDecorationStyle, "
        "s.backgroundColor, s.fontWeight, getComputedStyle(e, '::after').content]; }"
    )
    assert style == ["wavy", "rgb(253, 227, 214)", "700", '"×"']
    assert sign.evaluate("e => getComputedStyle(e).textDecorationStyle") == "double"
    grounded = page.locator(".brief-md .tok.v-grounded").first
    assert grounded.evaluate("e => getComputedStyle(e).textDecorationStyle") == "solid"
    assert grounded.evaluate("e => getComputedStyle(e, '::after').content") == "none"

    tip = invented.locator(".tip")
    assert not tip.is_visible()
    invented.hover()
    assert tip.is_visible()
    assert "INVENTED" in tip.inner_text()  # text-transform: uppercase
    assert "hrv_ms = 61 ms (3 ms below)" in tip.inner_text()
    _artifact(page, "report-flawed-hover.png")
    box, viewport = tip.bounding_box(), page.viewport_size
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"]

    page.keyboard.press("Escape")  # dismissable without moving the mouse
    assert not tip.is_visible()
    page.mouse.move(0, 0)

    page.locator("table.flagged a").nth(1).click()  # jump from the table to the text
    assert page.evaluate("location.hash") == "#" + invented.get_attribute("id")
    assert page.evaluate("document.activeElement.id") == invented.get_attribute("id")
    assert tip.is_visible()


def test_browser_every_verdict_has_a_mark_besides_colour(browser: Any, tmp_path: Path) -> None:
    page, _, _ = _open(browser, _example(), tmp_path / "r.html")
    marks = page.locator(".counts .swatch").evaluate_all(
        "els => els.map(e => [e.className, getComputedStyle(e).textDecorationStyle, "
        "getComputedStyle(e).textDecorationThickness, getComputedStyle(e, '::after').content])"
    )
    assert len(marks) == 5  # derived is listed only when there is any
    assert len({tuple(mark[1:]) for mark in marks}) == 5, marks
    page.close()
    context = browser.new_context(bypass_csp=True, viewport={"width": 1100, "height": 900})
    grey = context.new_page()  # as a greyscale printout shows it (the policy set aside to tint)
    grey.goto((tmp_path / "r.html").as_uri())
    grey.add_style_tag(content="html { filter: grayscale(1); }")
    _artifact(grey, "report-flawed-grey.png", full_page=True)
    context.close()


def test_browser_tokens_are_keyboard_reachable(browser: Any, tmp_path: Path) -> None:
    page, _, _ = _open(browser, _example(), tmp_path / "r.html")
    page.keyboard.press("Tab")  # the details summary is not there: no skipped leaves
    assert page.evaluate("document.activeElement.id") == "show-source"  # the source toggle
    page.keyboard.press("Tab")
    first = page.locator(".brief-md .tok").first
    assert page.evaluate("document.activeElement.id") == first.get_attribute("id")
    assert first.locator(".tip").is_visible()
    described = first.get_attribute("aria-describedby")
    assert described and "grounded" in page.locator(f"#{described}").inner_text().lower()
    page.keyboard.press("Tab")
    sign = page.locator(".brief-md .tok.v-sign_inversion")
    assert page.evaluate("document.activeElement.id") == sign.get_attribute("id")
    assert "SIGN INVERSION" in sign.locator(".tip").inner_text()
    _artifact(page, "report-flawed-focus.png")


def test_browser_clean_example(browser: Any, tmp_path: Path) -> None:
    page, dialogs, _ = _open(browser, _example("brief.md", max_rate=0), tmp_path / "c.html")
    _artifact(page, "report-clean.png", full_page=True)
    assert page.locator(".tok.v-invented, .tok.v-sign_inversion, .tok.v-unit_mismatch").count() == 0
    assert page.locator(".gate.pass").is_visible() and dialogs == []


def test_browser_hostile_brief_runs_nothing(browser: Any, tmp_path: Path) -> None:
    page_html = _render(HOSTILE, HOSTILE_POOL, name='<img src=x onerror="alert(9)">')
    page, dialogs, requests = _open(browser, page_html, tmp_path / "h.html")
    for token in page.locator(".brief-md .tok").all():  # every tooltip shown once
        token.hover()
    page.keyboard.press("Tab")
    _artifact(page, "report-hostile.png", full_page=True)
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert dialogs == []
    assert requests == [(tmp_path / "h.html").as_uri()]
    for view in (".brief", ".brief-md"):
        live = ", ".join(f"{view} {tag}" for tag in ("a", "img", "svg", "iframe", "script"))
        assert page.locator(live).count() == 0
    rendered = page.locator(".brief-md").inner_text()
    assert "<script>window.__pwned = 1; alert(1)</script>" in rendered  # raw HTML as text
    assert "[the data](javascript:window.__pwned=3)" in rendered  # no link: the parser refuses
    page.locator("label[for=show-source]").click()  # the CSS-only toggle shows the source
    assert page.locator(".brief").is_visible() and not page.locator(".brief-md").is_visible()
    brief = page.locator(".brief").inner_text()  # the source view, as written
    assert "<script>window.__pwned = 1; alert(1)</script>" in brief
    assert "[the data](javascript:window.__pwned=3)" in brief
    assert page.evaluate("typeof window.__pwned") == "undefined" and dialogs == []


def test_browser_csp_blocks_a_script_that_slipped_through(browser: Any, tmp_path: Path) -> None:
    """Defence in depth: were escaping ever broken, the policy alone stops the script."""
    page_html = _example().replace(
        "<main>", '<main><script>window.__pwned = 1</script><img src="x" onerror="alert(1)">', 1
    )
    page, dialogs, _ = _open(browser, page_html, tmp_path / "x.html")
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert dialogs == []
    assert page.evaluate("document.documentElement.classList.contains('js')")


# --- reports that explain (issue 18) ----------------------------------------------


def test_derived_claims_have_a_table_and_their_formula_in_the_tooltip() -> None:
    text = "CTL 48.2 and TSB −7.5, a gap of 55.7."
    page = _render(text, {"ctl": 48.2, "tsb": -7.5})
    assert '<h2 id="derived-h">Derived claims</h2>' in page
    assert "<code>55.7 = ctl (48.2) − tsb (-7.5)</code>" in page  # the table
    assert '<span class="how">55.7 = ctl (48.2) − tsb (-7.5)</span>' in page  # the tooltip
    plain = _render("CTL 48.2 and TSB −7.5.", {"ctl": 48.2, "tsb": -7.5})
    assert "Derived claims" not in plain and 'class="how"' not in plain


def test_flags_sharing_a_cause_are_one_row_with_every_place_linked() -> None:
    text = "TSB 7.5.\nATL 3.5 and CTL 5.5.\nHRV 64 ms."
    page = _render(text, {"tsb": -7.5, "atl": -3.5, "ctl": -5.5, "hrv_ms": 61})
    (row_,) = re.findall(r'<tr class="group">.*?</tr>', page)
    assert re.findall(r'<a href="#(t\d+)">(\d+:\d+)</a>', row_) == [
        ("t0", "1:5"), ("t1", "2:5"), ("t2", "2:17")]  # fmt: skip
    assert "sign inversion ×3" in row_ and "all written without a sign" in row_
    assert page.count('<tr class="group">') == 1  # the invented 64 ms is a row of its own
    assert re.search(r'<a href="#t3">line 3, col 5</a>', page)


def test_every_flag_shows_its_how_in_the_flagged_table() -> None:
    """Issue 27: the sign-inversion row says the computation, as the text report does."""
    text = "Balance went from €3,268.22 to €2,843.17 (+€425.05)."
    pool = {"opening_balance_eur": 3268.22, "closing_balance_eur": 2843.17}
    report = check(text, pool)
    [flag] = report.flagged
    assert str(flag.verdict) == "sign_inversion" and flag.how
    page = render_html(report, text, name="b.md")
    body = page[page.index("<tbody>", page.index('<table class="flagged">')) :]
    row = body[: body.index("</tr>")]
    assert f'<td><code class="how">{html.escape(flag.how)}</code><br>' in row  # first in "why"
