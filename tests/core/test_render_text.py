"""Untrusted text stays inert: checked by parsing the output with a CommonMark parser.

markdown-it-py (a CommonMark implementation, as GitHub's renderer is) is installed with
rich, a dependency of semgrep.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token

from bot.core.render.text import (
    ZERO_WIDTH_SPACE,
    clamp,
    code_span,
    fence_for,
    sanitise_inline,
    sanitise_markdown,
    sanitise_title,
    table_cell,
)

PARSER = MarkdownIt("commonmark").enable("table")
MARKER = "<!-- redline:fp=0123456789abcdef -->"
LIVE_MENTION = re.compile(r"@[A-Za-z0-9_-]")

PIECES = [
    "`", "``", "```", "````", "~~~", "\\", "<", ">", "&", "@", "@octocat", "-->", "<!--",
    "<img src=x onerror=alert(1)>", "![x](http://e/p.png)", "[a](b)", "*", "**", "_", "|",
    "#", "- ", "> ", "    ", "\t", " ", "\n", "\n\n", "a", "word", "&amp;", "&#64;x",
    "<details>", "</details>", "<https://e.com>", "```suggestion", "1. ",
]  # fmt: skip
hostile_text = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)


def walk(tokens: list[Token]) -> Iterator[Token]:
    for token in tokens:
        yield token
        if token.children:
            yield from walk(token.children)


def assert_inert(markdown: str) -> None:
    tokens = list(walk(PARSER.parse(markdown)))
    html = [t.content for t in tokens if t.type in ("html_inline", "html_block")]
    assert html == [], markdown
    assert not [t for t in tokens if t.type == "image"], markdown
    prose = [t.content for t in tokens if t.type == "text"]
    assert not any(LIVE_MENTION.search(text) for text in prose), markdown


@settings(max_examples=400)
@given(hostile_text)
def test_sanitised_markdown_has_no_html_images_or_mentions(text: str) -> None:
    assert_inert(sanitise_markdown(text))


@settings(max_examples=300)
@given(hostile_text)
def test_sanitised_markdown_cannot_swallow_what_follows(text: str) -> None:
    blocks = PARSER.parse(sanitise_markdown(text) + "\n\n" + MARKER)
    assert blocks[-1].type == "html_block"
    assert blocks[-1].content.strip() == MARKER


@settings(max_examples=300)
@given(hostile_text)
def test_sanitised_title_stays_inside_its_bold(text: str) -> None:
    title = sanitise_title(text)
    assert "\n" not in title
    assert_inert(f"**{title}**")
    children = PARSER.parseInline(f"**{title}** tail")[0].children or []
    inline = [t for t in children if t.type != "text" or t.content]
    assert inline[0].type == "strong_open" or not text.strip()
    assert inline[-1].content.endswith("tail")


@settings(max_examples=200)
@given(hostile_text)
def test_code_span_shows_its_text_verbatim(text: str) -> None:
    one_line = " ".join(text.split()) or "x"
    inline = PARSER.parseInline(code_span(one_line))[0].children or []
    assert [t.type for t in inline] == ["code_inline"]
    assert inline[0].content == one_line


@settings(max_examples=200)
@given(hostile_text)
def test_a_table_cell_is_one_cell(text: str) -> None:
    cell = table_cell(sanitise_inline(text))
    tokens = list(walk(PARSER.parse(f"| a | b |\n| - | - |\n| {cell} | end |\n")))
    cells = [t for t in tokens if t.type == "td_open"]
    assert len(cells) == 2


@settings(max_examples=200)
@given(hostile_text)
def test_a_suggestion_fence_holds_its_content_exactly(text: str) -> None:
    content = text.replace("\r", "")
    fence = fence_for(content)
    blocks = [t for t in PARSER.parse(f"{fence}suggestion\n{content}\n{fence}\n") if t.nesting == 0]
    assert blocks[0].type == "fence"
    assert blocks[0].info == "suggestion"
    assert blocks[0].content == content + "\n"


def test_hostile_title_is_escaped_and_does_not_ping() -> None:
    title = sanitise_title("<img src=x onerror=alert(1)> @octocat -->")
    assert title == f"&lt;img src=x onerror=alert(1)&gt; @{ZERO_WIDTH_SPACE}octocat --&gt;"


def test_code_spans_in_explanations_are_kept_verbatim() -> None:
    text = "Use `List<int>` instead of <b>raw</b> and ask @alice"
    assert sanitise_markdown(text) == (
        f"Use `List<int>` instead of &lt;b&gt;raw&lt;/b&gt; and ask @{ZERO_WIDTH_SPACE}alice"
    )


def test_an_escaped_backtick_opens_no_code_span() -> None:
    assert sanitise_inline("\\`<b>`") == "\\`&lt;b&gt;\\`"


def test_an_unclosed_fence_is_closed() -> None:
    assert sanitise_markdown("see\n````py\nx = 1") == "see\n````py\nx = 1\n````"


def test_fenced_code_is_verbatim() -> None:
    text = "```html\n<b>@bob</b>\n```\n<b>"
    assert sanitise_markdown(text) == "```html\n<b>@bob</b>\n```\n&lt;b&gt;"


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        ("short", 10, "short"),
        ("line one\nline two\nline three", 20, "line one\n[cut]"),
        ("abcdefghij", 8, "abc[cut]"),
    ],
)
def test_clamp(text: str, limit: int, expected: str) -> None:
    assert clamp(text, limit, "[cut]") == expected
    assert len(clamp(text, limit, "[cut]")) <= limit
