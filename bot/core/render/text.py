"""Untrusted text made safe for GitHub-flavoured markdown, and the small pieces built from it.

Titles, explanations, walkthroughs, paths and tool notes come from the pull request or the
model. Outside code, `<`, `>` and `&` are escaped (no HTML, no comment that opens or closes),
`@mentions` are broken with a zero-width space (nobody is pinged), and images are turned into
plain text. Code spans and fenced blocks are kept verbatim (GitHub renders them literally and
never links mentions there); a fence left open is closed so it cannot swallow what follows.
"""

from __future__ import annotations

import re
from collections.abc import Callable

ZERO_WIDTH_SPACE = "\u200b"

_HTML_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}
_MENTION = re.compile(r"@(?=\\?[A-Za-z0-9_-])")
_IMAGE = re.compile(r"!\[")
_FENCE_OPEN = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")
_BACKTICK_RUN = re.compile(r"`+")
_INLINE_MARKDOWN = re.compile(r"([\\`*_\[\]~|#!])")


def escape_prose(text: str) -> str:
    """Text outside code: HTML escaped, mentions broken, images neutralised."""
    return _escape_html_and_mentions(_IMAGE.sub(r"!\\[", text))


def _escape_title_prose(text: str) -> str:
    return _escape_html_and_mentions(_INLINE_MARKDOWN.sub(r"\\\1", text))


def _escape_html_and_mentions(text: str) -> str:
    escaped = "".join(_HTML_ESCAPES.get(char, char) for char in text)
    return _MENTION.sub("@" + ZERO_WIDTH_SPACE, escaped)


def sanitise_markdown(text: str) -> str:
    """Multi-line markdown from an untrusted source, kept readable but inert."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    out: list[str] = []
    fence: tuple[str, int] | None = None
    for line in lines:
        if fence is not None:
            out.append(line)
            if _closes_fence(line, fence):
                fence = None
            continue
        opened = _FENCE_OPEN.match(line)
        if opened and not (opened.group(2)[0] == "`" and "`" in opened.group(3)):
            fence = (opened.group(2)[0], len(opened.group(2)))
            out.append(opened.group(1) + opened.group(2) + escape_prose(opened.group(3)))
            continue
        out.append(sanitise_inline(line))
    if fence is not None:
        out.append(fence[0] * fence[1])
    return "\n".join(out)


def _closes_fence(line: str, fence: tuple[str, int]) -> bool:
    stripped = line.strip()
    char, length = fence
    return (
        len(stripped) >= length
        and set(stripped) == {char}
        and len(line) - len(line.lstrip(" ")) <= 3
    )


def sanitise_inline(line: str, escape: Callable[[str], str] = escape_prose) -> str:
    """One line: code spans verbatim, the rest escaped.

    A backslash-escaped backtick opens nothing (CommonMark), so it is skipped as prose;
    a backtick run without its closing run is escaped.
    """
    out: list[str] = []
    prose_start = 0
    position = 0
    while position < len(line):
        char = line[position]
        if char == "\\" and position + 1 < len(line):
            position += 2
            continue
        if char != "`":
            position += 1
            continue
        run = _BACKTICK_RUN.match(line, position)
        assert run is not None
        closing = _matching_run(line, run.end(), len(run.group()))
        out.append(escape(line[prose_start:position]))
        if closing is None:
            # Escaped, so it cannot pair with a backtick on a later line or after our text.
            out.append("\\`" * len(run.group()))
            prose_start = position = run.end()
            continue
        out.append(line[position:closing])
        prose_start = position = closing
    out.append(escape(line[prose_start:]))
    return "".join(out)


def _matching_run(line: str, start: int, length: int) -> int | None:
    """End of the next backtick run of exactly `length` after `start`, or None."""
    for run in _BACKTICK_RUN.finditer(line, start):
        if len(run.group()) == length:
            return run.end()
    return None


def single_line(text: str) -> str:
    return " ".join(text.split())


def sanitise_title(text: str, limit: int = 300) -> str:
    """A one-line heading: inline markdown escaped too, so it cannot end our bold.

    Code spans stay (titles often name code); everything else is escaped.
    """
    line = single_line(text)
    if len(line) > limit:
        line = line[: limit - 1].rstrip() + "…"
    return sanitise_inline(line, _escape_title_prose)


def code_span(text: str) -> str:
    """`text` as an inline code span whatever backticks it holds (paths, rule ids)."""
    line = single_line(text) if "\n" in text or "\r" in text else text
    longest = max((len(run) for run in _BACKTICK_RUN.findall(line)), default=0)
    fence = "`" * (longest + 1)
    padding = " " if line.startswith("`") or line.endswith("`") or not line.strip() else ""
    return f"{fence}{padding}{line}{padding}{fence}"


def table_cell(markdown: str) -> str:
    """A GFM table cell: a pipe splits cells even inside code, so every pipe is escaped."""
    return single_line(markdown).replace("|", "\\|")


def fence_for(content: str) -> str:
    """A backtick fence longer than any backtick run in `content` (at least three)."""
    longest = max((len(run) for run in _BACKTICK_RUN.findall(content)), default=0)
    return "`" * max(3, longest + 1)


def clamp_above_footer(text: str, footer: str, limit: int, note: str) -> str:
    """`text` (clamped), a blank line and `footer` whole: at most `limit` characters."""
    return clamp(text, limit - len(footer) - 2, note) + "\n\n" + footer


def clamp(text: str, limit: int, note: str) -> str:
    """At most `limit` characters: cut at a line break where possible, and say so."""
    if len(text) <= limit:
        return text
    room = max(0, limit - len(note))
    cut = text[:room]
    newline = cut.rfind("\n")
    if newline >= room // 2:
        cut = cut[: newline + 1]
    return (cut + note)[:limit]
