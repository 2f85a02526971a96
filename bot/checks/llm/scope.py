"""The function or class around a line of a head file: context for the LLM, never findings.

Python is read with `ast`; other languages (and Python that does not parse) with an
indentation heuristic: walk up to the nearest less-indented line that looks like a
definition, and down to the first non-blank line indented no deeper than it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass

from bot.core.languages import language_of

MAX_HEADER_CHARS = 160
MAX_DEPTH = 4
MAX_SCAN_LINES = 400

_MODIFIERS = (
    r"(?:(?:export|default|public|private|protected|internal|static|async|abstract|final|"
    r"override|virtual|sealed|open|suspend|inline|unsafe|const|pub(?:\([^)]*\))?)\s+)*"
)
_KEYWORD_DEFINITION = re.compile(
    rf"^\s*{_MODIFIERS}(?:def|class|func|fn|function\*?|interface|struct|enum|trait|impl|"
    r"module|object|record|namespace|fun)\b"
)
_CONTROL = r"(?:if|for|while|switch|catch|return|else|do|try|new|throw|case|when|elif|with)\b"
# `Type name(args) {` (C, Java, C#) and `name = (args) =>` / `name(args) {` (JavaScript)
_SIGNATURE_DEFINITION = re.compile(
    rf"^\s*(?!{_CONTROL}){_MODIFIERS}(?:[\w<>\[\],.?*&:]+\s+)*[A-Za-z_$][\w$]*\s*"
    r"(?:=\s*(?:async\s*)?\([^)]*\)\s*=>|\([^;]*\)\s*(?:const\s*)?(?:throws\s+[\w.,\s]+)?\{?\s*$)"
)
_CLOSERS = ("}", "end", ")", "]")


@dataclass(frozen=True, slots=True)
class Scope:
    header: str
    """The definition's first line, stripped and bounded."""
    start_line: int
    end_line: int


ScopeFinder = Callable[[int], tuple[Scope, ...]]


def scope_finder(path: str, text: str) -> ScopeFinder:
    """For one head file: line → enclosing scopes, outermost first (at most MAX_DEPTH)."""
    lines = text.splitlines()
    if language_of(path) == "python":
        python_scopes = _python_scopes(text, lines)
        if python_scopes is not None:
            return lambda line: _containing(python_scopes, line)
    return lambda line: _indented_scopes(lines, line)


def _header(line: str) -> str:
    stripped = line.strip()
    return stripped if len(stripped) <= MAX_HEADER_CHARS else stripped[: MAX_HEADER_CHARS - 1] + "…"


def _python_scopes(text: str, lines: list[str]) -> list[Scope] | None:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return None
    scopes = [
        Scope(_header(lines[node.lineno - 1]), node.lineno, node.end_lineno or node.lineno)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
    ]
    return sorted(scopes, key=lambda scope: scope.start_line)


def _containing(scopes: list[Scope], line: int) -> tuple[Scope, ...]:
    around = [scope for scope in scopes if scope.start_line <= line <= scope.end_line]
    return tuple(around[-MAX_DEPTH:])


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _looks_like_definition(line: str) -> bool:
    return bool(_KEYWORD_DEFINITION.match(line) or _SIGNATURE_DEFINITION.match(line))


def _indented_scopes(lines: list[str], line: int) -> tuple[Scope, ...]:
    if not 1 <= line <= len(lines):
        return ()
    target = lines[line - 1]
    depth = _indent(target) if target.strip() else _nearest_indent_above(lines, line)
    scopes: list[Scope] = []
    if target.strip() and _looks_like_definition(target):
        depth = _indent(target)
        scopes.append(Scope(_header(target), line, _end_of(lines, line)))
    lowest = max(0, line - 1 - MAX_SCAN_LINES)
    for index in range(line - 2, lowest - 1, -1):
        if depth == 0 or len(scopes) >= MAX_DEPTH:
            break
        candidate = lines[index]
        if not candidate.strip() or _indent(candidate) >= depth:
            continue
        depth = _indent(candidate)
        if _looks_like_definition(candidate):
            end = _end_of(lines, index + 1)
            if end >= line:
                scopes.append(Scope(_header(candidate), index + 1, end))
    return tuple(reversed(scopes))


def _nearest_indent_above(lines: list[str], line: int) -> int:
    for index in range(line - 2, max(-1, line - 2 - MAX_SCAN_LINES), -1):
        if lines[index].strip():
            return _indent(lines[index]) + 1
    return 0


def _end_of(lines: list[str], start_line: int) -> int:
    """Last line of the block a definition opens at `start_line` (1-based)."""
    base = _indent(lines[start_line - 1])
    last = start_line
    limit = min(len(lines), start_line + MAX_SCAN_LINES)
    for index in range(start_line, limit):
        current = lines[index]
        if not current.strip() or current.strip() == "{":
            continue
        if _indent(current) <= base:
            closes = current.strip().startswith(_CLOSERS)
            return index + 1 if closes else last
        last = index + 1
    return last
