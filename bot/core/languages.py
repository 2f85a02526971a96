"""File path → language name, and which paths are tests or not worth reviewing."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable
from functools import lru_cache

import pathspec

EXTENSIONS = {
    ".py": "python",
    ".pyi": "python",
    ".js": "javascript",
    ".jsx": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".ts": "typescript",
    ".tsx": "typescript",
    ".go": "go",
    ".java": "java",
    ".kt": "kotlin",
    ".rb": "ruby",
    ".rs": "rust",
    ".c": "c",
    ".h": "c",
    ".cc": "cpp",
    ".cpp": "cpp",
    ".hpp": "cpp",
    ".cs": "csharp",
    ".php": "php",
    ".swift": "swift",
    ".scala": "scala",
    ".sh": "shell",
    ".sql": "sql",
    ".yml": "yaml",
    ".yaml": "yaml",
    ".json": "json",
    ".md": "markdown",
    ".html": "html",
    ".css": "css",
}


_TEST_PATH = re.compile(
    r"(^|/)(tests?|Tests|__tests__|spec|specs|src/test)/|(^|/)(test_[^/]+|conftest)\.py$"
    r"|_test\.(py|go|rb)$|\.(test|spec)\.[jt]sx?$|Tests?\.java$|_spec\.rb$"
)


def is_test_path(path: str) -> bool:
    """A test file by its language's conventions (tests/ or Tests/, test_x.py, conftest.py,
    x_test.go, x.test.ts …)."""
    return bool(_TEST_PATH.search(path))


def language_of(path: str) -> str | None:
    _, extension = posixpath.splitext(path.lower())
    return EXTENSIONS.get(extension)


def matches_any(path: str, globs: Iterable[str]) -> str | None:
    """The pattern that excludes `path`, with gitignore's rules (`**`, `/anchored`, `dir/`,
    `!negation`: the last matching pattern decides); None when nothing excludes it."""
    patterns = tuple(globs)
    result = _gitignore(patterns).check_file(path)
    return patterns[result.index] if result.include and result.index is not None else None


@lru_cache(maxsize=64)
def _gitignore(patterns: tuple[str, ...]) -> pathspec.GitIgnoreSpec:
    return pathspec.GitIgnoreSpec.from_lines(patterns)
