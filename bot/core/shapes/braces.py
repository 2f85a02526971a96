"""Functions of brace languages (JavaScript, TypeScript, Go) reduced to what they do.

A heuristic scanner, not a parser: comments are dropped and string literals kept whole, the
body is the `{ … }` block after the parameter list (or an arrow's expression, up to the end
of its line), and the shape is the body's tokens with the parameters numbered in order.
So two versions compare equal when they differ in comments, layout, `export`, the names of
parameters, or TypeScript types that sit between the parameters and the body; a signature
without a body (a TypeScript overload or declaration) is recognised as such.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

_TOKEN = re.compile(
    r"\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`|[A-Za-z_$][\w$]*|\d[\w.]*|\S"
)
_IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")
_OPENING = {"(": ")", "[": "]", "{": "}"}
_CLOSING = frozenset(_OPENING.values())
_TYPE_BRACE_AFTER = frozenset(":|&,(<=")
_TYPE_KEYWORDS = frozenset({"struct", "interface"})
_STATEMENT_START = re.compile(
    r"\s*(?:(?:export|function|declare|async|const|let|var|class|interface|type|func)\b|\}|$)"
)
_SIMPLE_RESULT = re.compile(r"(?:return)?\s*(?:[\w$.]+|\"[^\"]*\"|'[^']*'|`[^`$]*`)?;?")

Kind = Literal["function", "arrow"]
Span = tuple[int, int]
"""(start, end) offsets of a comment or a string literal, its delimiters included."""


@dataclass(frozen=True, slots=True)
class Source:
    """A file's text beside its skeleton: the same text with comments blanked and string
    contents blanked, so brackets can be counted (offsets and newlines are kept)."""

    code: str
    """The text with comments blanked, strings whole."""
    skeleton: str
    line_starts: tuple[int, ...]
    comments: tuple[Span, ...] = ()
    strings: tuple[Span, ...] = ()

    @classmethod
    def of(cls, text: str) -> Source:
        """The text read by `scan`."""
        return scan(text)

    def offset(self, line: int) -> int:
        """Offset of the first character of a 1-based line."""
        return self.line_starts[min(line, len(self.line_starts)) - 1]

    def line_of(self, offset: int) -> int:
        """1-based line of an offset."""
        return bisect.bisect_right(self.line_starts, offset)


@dataclass(frozen=True, slots=True)
class BraceFunction:
    end_line: int
    has_body: bool
    """False for a signature alone: a TypeScript overload or declaration."""
    trivial: bool
    """An empty body, or one that only returns a name, a member or a literal."""
    signature: Signature
    body: str
    """Code of the body, comments blanked."""

    def shape(self, renames: Mapping[str, str] = {}) -> str:
        """The parameters' and the body's tokens, parameters numbered, other names through
        `renames`."""
        numbers = {name: f" {number}" for number, name in enumerate(self.signature.names)}
        code = f"{self.signature.code}\0{self.body}"
        return " ".join(numbers.get(t) or renames.get(t, t) for t in _TOKEN.findall(code))


@dataclass(frozen=True, slots=True)
class Signature:
    end: int
    """Offset just past the parameters."""
    names: tuple[str, ...]
    code: str
    """The parameters' code, comments blanked."""


def scan(text: str) -> Source:
    """Comments (`//`, `/* */`) and string literals (quotes, backticks) of a brace
    language, by the heuristic above: regular expressions, JSX text, `${}` inside template
    literals, Go's raw strings and Java's text blocks can mislead it."""
    code = list(text)
    skeleton = list(text)
    comments: list[Span] = []
    strings: list[Span] = []
    index, size = 0, len(text)
    while index < size:
        char = text[index]
        pair = text[index : index + 2]
        if pair in ("//", "/*"):
            end = text.find("\n" if pair == "//" else "*/", index + 2)
            end = size if end < 0 else end + (0 if pair == "//" else 2)
            for position in range(index, end):
                if text[position] != "\n":
                    code[position] = skeleton[position] = " "
            comments.append((index, end))
            index = end
        elif char in "\"'`":
            end = _string_end(text, index)
            for position in range(index + 1, end - 1):
                if text[position] != "\n":
                    skeleton[position] = " "
            strings.append((index, end))
            index = end
        else:
            index += 1
    starts = (0, *(match.end() for match in re.finditer("\n", text)))
    return Source("".join(code), "".join(skeleton), starts, tuple(comments), tuple(strings))


def _string_end(text: str, start: int) -> int:
    """Offset just past the string literal opening at `start` (a line ends a quoted one)."""
    quote = text[start]
    index = start + 1
    while index < len(text):
        char = text[index]
        if char == "\\":
            index += 2
            continue
        if char == quote:
            return index + 1
        if char == "\n" and quote != "`":
            return index
        index += 1
    return len(text)


def _matching(skeleton: str, start: int) -> int:
    """Offset of the bracket closing the one at `start`, or -1 when it never closes."""
    stack = []
    for index in range(start, len(skeleton)):
        char = skeleton[index]
        if char in _OPENING:
            stack.append(_OPENING[char])
        elif char in _CLOSING:
            if not stack or stack.pop() != char:
                return -1
            if not stack:
                return index
    return -1


def brace_function(
    source: Source, line: int, name_end: int, kind: Kind, *, typed: bool = False
) -> BraceFunction | None:
    """The function declared on `line`, its name ending at column `name_end`; None when its
    parameter list or body cannot be found. `typed`: parameter types follow a `:` and are
    left out of the shape (JavaScript and TypeScript; Go's types stay)."""
    position = source.offset(line) + name_end
    signature = _signature(source, position, kind, typed)
    return None if signature is None else _body(source, signature, kind)


def _signature(source: Source, position: int, kind: Kind, typed: bool) -> Signature | None:
    """The parameters after `position`: a list in parentheses, or an arrow's bare one."""
    skeleton = source.skeleton
    opening = skeleton.find("(", position)
    arrow = skeleton.find("=>", position) if kind == "arrow" else -1
    if arrow >= 0 and (opening < 0 or arrow < opening):
        names = tuple(_IDENTIFIER.findall(skeleton[position:arrow])[-1:])
        return Signature(arrow, names, " ".join(names))
    if opening < 0:
        return None
    closing = _matching(skeleton, opening)
    if closing < 0:
        return None
    names, code = _parameters(source, opening, closing, typed)
    return Signature(closing + 1, names, code)


def _parameters(
    source: Source, opening: int, closing: int, typed: bool
) -> tuple[tuple[str, ...], str]:
    """(names, code) of the parameters between two parentheses; `typed`: the types follow
    a `:` (TypeScript) and are left out of the code."""
    names = []
    parts = []
    depth = 0
    start = opening + 1
    for index in range(opening + 1, closing + 1):
        char = source.skeleton[index]
        if char in "([{<":
            depth += 1
        elif char in ")]}>" and index < closing and source.skeleton[index - 1] != "=":
            depth -= 1
        if index == closing or (char == "," and depth <= 0):
            names.extend(_IDENTIFIER.findall(source.skeleton[start:index].strip(" .\n\t"))[:1])
            parts.append(_untyped(source, start, index) if typed else source.code[start:index])
            start = index + 1
    return tuple(names), ",".join(parts)


def _untyped(source: Source, start: int, end: int) -> str:
    """One parameter's code without its `: type` (and `?`), default value kept."""
    depth = 0
    colon = equals = -1
    for index in range(start, end):
        char = source.skeleton[index]
        if char in "([{<":
            depth += 1
        elif char in ")]}>" and source.skeleton[index - 1] != "=":
            depth -= 1
        elif depth == 0 and char == ":" and colon < 0:
            colon = index
        elif depth == 0 and char == "=" and source.skeleton[index + 1] != ">" and equals < 0:
            equals = index
    if colon < 0 or (0 <= equals < colon):
        return source.code[start:end]
    pattern = source.code[start:colon].rstrip().removesuffix("?")
    return pattern if equals < 0 else f"{pattern}{source.code[equals:end]}"


def _body(source: Source, signature: Signature, kind: Kind) -> BraceFunction | None:
    """Finds the body after the signature."""
    skeleton = source.skeleton
    index = signature.end
    while index < len(skeleton):
        char = skeleton[index]
        if kind == "arrow" and skeleton.startswith("=>", index):
            after = len(skeleton) - len(skeleton[index + 2 :].lstrip())
            if after < len(skeleton) and skeleton[after] == "{":
                return _block(source, after, signature)
            return _expression(source, after, signature)
        if char == "(" or char == "[" or (char == "{" and _is_type_brace(skeleton, index)):
            closing = _matching(skeleton, index)
            if closing < 0:
                return None
            index = closing + 1
            continue
        if char == "{":
            return _block(source, index, signature)
        if char == ";" or (char == "\n" and _STATEMENT_START.match(skeleton, index + 1)):
            return BraceFunction(source.line_of(index), False, True, signature, "")
        index += 1
    return BraceFunction(source.line_of(len(skeleton)), False, True, signature, "")


def _is_type_brace(skeleton: str, index: int) -> bool:
    """A `{` that opens a type (`): { a: T } {`, Go's `struct{}`), not the body."""
    before = skeleton[:index].rstrip()
    if not before:
        return False
    if before[-1] in _TYPE_BRACE_AFTER:
        return True
    word = _IDENTIFIER.findall(before[-12:])
    return bool(word) and word[-1] in _TYPE_KEYWORDS and before.endswith(word[-1])


def _block(source: Source, opening: int, signature: Signature) -> BraceFunction | None:
    closing = _matching(source.skeleton, opening)
    if closing < 0:
        return None
    body = source.code[opening + 1 : closing]
    trivial = _SIMPLE_RESULT.fullmatch(body.strip()) is not None
    return BraceFunction(source.line_of(closing), True, trivial, signature, body)


def _expression(source: Source, start: int, signature: Signature) -> BraceFunction:
    """An arrow's expression body: up to the first line end or `;` outside brackets."""
    skeleton = source.skeleton
    depth = 0
    index = start
    while index < len(skeleton):
        char = skeleton[index]
        if char in _OPENING:
            depth += 1
        elif char in _CLOSING:
            depth -= 1
        elif depth <= 0 and char in ";\n":
            break
        index += 1
    body = source.code[start:index]
    trivial = _SIMPLE_RESULT.fullmatch(body.strip()) is not None
    end_line = source.line_of(max(start, index - 1))
    return BraceFunction(end_line, True, trivial, signature, body)
