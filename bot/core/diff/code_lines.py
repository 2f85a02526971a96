"""Each line of a file reduced to its code: comments and blanks removed, so that two lines
compare equal when only their layout or comments differ (docs/review.md, "Changed lines").

Python's comments come from `tokenize`, those of JavaScript, TypeScript, Go and Java from
the scanner of bot/core/shapes/braces.py. A line the reader may have misread is None (its
change counts as a change of code), and so is every line of a file it cannot read.
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass

from bot.core.languages import language_of
from bot.core.shapes.braces import Source, scan

Keys = tuple[str | None, ...]


@dataclass(frozen=True, slots=True)
class CodeLines:
    keys: Keys
    """Per line (split at `\\n`), its code without comments or blanks; None when unsure."""
    statements: tuple[int, ...] = ()
    """Python: per line, the number of the logical line it is part of (else empty)."""


STRING_LINE = "\0"
"""Starts the key of a line that begins inside a string: its text is the string's, even blank."""

_BRACES = frozenset({"javascript", "typescript", "go", "java"})
_OTHER_LINE_BREAKS = re.compile("\r(?!\n)|[\u2028\u2029\x85]")
"""Line breaks a language may honour and a diff does not: a comment could end before them."""
_UNICODE_ESCAPE = re.compile(r"\\u+[0-9a-fA-F]{4}")
"""Java reads these before comments: `\\u000a` ends a `//` comment."""
_NOT_CODE = frozenset(
    {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT}
)


def code_lines(path: str, text: str) -> CodeLines | None:
    """The file's lines reduced to code; None when its language has no comment reader here
    or it cannot be read."""
    language = language_of(path)
    readable = language == "python" or language in _BRACES
    if language is None or not readable or _OTHER_LINE_BREAKS.search(text):
        return None
    if language == "python":
        return _python_keys(text)
    keys = _brace_keys(text, language)
    return None if keys is None else CodeLines(keys)


def _squeezed(text: str) -> str:
    return "".join(text.split())


def _python_keys(text: str) -> CodeLines | None:
    lines = text.split("\n")
    comments: dict[int, tuple[int, int]] = {}
    in_string: set[int] = set()
    statements = [0] * len(lines)
    statement = 0
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            (row, column), (end_row, _) = token.start, token.end
            if token.type == tokenize.ERRORTOKEN:
                return None
            for number in range(row - 1, min(end_row, len(lines))):
                statements[number] = statement
            if token.type == tokenize.NEWLINE:
                statement += 1
            if token.type == tokenize.COMMENT:
                end = column + len(token.string)
                if lines[row - 1][column:end] != token.string:
                    return None
                comments[row - 1] = (column, end)
            elif end_row > row and token.type not in _NOT_CODE:
                in_string.update(range(row, end_row))  # 0-based rows after the first
    except (tokenize.TokenError, SyntaxError):
        return None
    keys: list[str | None] = []
    for number, line in enumerate(lines):
        start, end = comments.get(number, (len(line), len(line)))
        key = _squeezed(line[:start] + line[end:])
        keys.append(STRING_LINE + key if number in in_string else key)
    return CodeLines(tuple(keys), tuple(statements))


def _brace_keys(text: str, language: str) -> Keys | None:
    scanned = scan(text)
    if _misleading(text, scanned, language):
        return None
    keys: list[str | None] = [_squeezed(line) for line in scanned.code.split("\n")]
    for start, end in scanned.strings:
        # keys are 0-based, line_of is 1-based: the lines after the string's first
        for number in range(scanned.line_of(start), scanned.line_of(max(start, end - 1))):
            keys[number] = STRING_LINE + (keys[number] or "")
    for start, end in scanned.comments:
        first = scanned.line_of(start) - 1
        before = scanned.skeleton[scanned.line_starts[first] : start]
        if "/" in before or (keys[first] or "").startswith(STRING_LINE):
            # a regular expression, a division, or a string's end: it may not be a comment
            for number in range(first, scanned.line_of(max(start, end - 1))):
                keys[number] = None
    return tuple(keys)


def _misleading(text: str, scanned: Source, language: str) -> bool:
    """The file holds what the scanner may misread beyond one line: JSX, a string begun
    after a slash that may open a regular expression, a template literal inside another,
    a Go raw string holding a backslash, a Java text block or unicode escape in a comment."""
    if language == "java":
        return '"""' in text or any(
            _UNICODE_ESCAPE.search(text, start, end) for start, end in scanned.comments
        )
    if language == "go":
        return any(text[s] == "`" and "\\" in text[s:e] for s, e in scanned.strings)
    if "</" in text or "/>" in text:
        return True  # every JSX element holds one: its text is not code the scanner reads
    for start, end in scanned.strings:
        if text[start] == "`" and not _plain_placeholders(text[start:end]):
            return True
        line_start = text.rfind("\n", 0, start) + 1
        if "\n" in text[start:end] and "/" in scanned.skeleton[line_start:start]:
            return True
    return False


def _plain_placeholders(literal: str) -> bool:
    """Every `${…}` of a template literal closes, holding no quote, backtick or brace: a
    template inside another would have cut the literal short."""
    for match in re.finditer(r"\$\{", literal):
        rest = literal[match.end() :]
        close = rest.find("}")
        if close < 0 or any(char in rest[:close] for char in "`'\"{"):
            return False
    return True
