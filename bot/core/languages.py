"""File path → language name, and which paths are tests or not worth reviewing."""

from __future__ import annotations

import fnmatch
import posixpath
from collections.abc import Iterable

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


def language_of(path: str) -> str | None:
    _, extension = posixpath.splitext(path.lower())
    return EXTENSIONS.get(extension)


def matches_any(path: str, globs: Iterable[str]) -> str | None:
    """The first glob that matches `path` (`**/` also matches at the top level)."""
    for glob in globs:
        if fnmatch.fnmatchcase(path, glob):
            return glob
        if glob.startswith("**/") and fnmatch.fnmatchcase(path, glob[3:]):
            return glob
    return None
