"""Which changed files owe tests, for the coverage check (docs/coverage-check.md):
not test code (each language's conventions, and the repository's `test_paths`), not the
examples, docs, benchmarks and build scripts `coverage.exclude` and its defaults name, not
Python beside `src/` in a src layout, not generated code (a header that says so)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from bot.core.languages import is_test_path, language_of, matches_any
from bot.core.repo_config import RepoConfig

HEADER_LINES = 40
"""How far from the top a generated-code marker is looked for (it must still be in the
comments and docstring that open the file)."""

_GENERATED = re.compile(
    r"@generated\b|\bdo not (edit|modify)\b|\bauto-?generated\b|\bautomatically generated\b"
    r"|\b(this|the) (file|code|module) (is|was|has been) generated\b",
    re.IGNORECASE,
)
_SRC_PACKAGE = re.compile(r"^src/[^/]+/__init__\.py$")
_COMMENT_STARTS = ("#", "//", "/*", "*", "--", "<!--")
_STRING_PREFIX = re.compile(r"^[rRuUbB]{0,2}(\"\"\"|''')")


def is_test_code(path: str, config: RepoConfig) -> bool:
    """A test file by its language's conventions or by the repository's `test_paths`."""
    return is_test_path(path) or matches_any(path, config.test_paths) is not None


@dataclass(frozen=True, slots=True)
class Scope:
    """Which paths of one repository owe tests."""

    config: RepoConfig
    src_layout: bool
    """A Python package sits directly under the root's `src/` (PyPA's src layout): Python
    code beside `src/` is not shipped (tests, test servers, build and release tools)."""

    @classmethod
    def of(cls, config: RepoConfig, tree_paths: Iterable[str]) -> Scope:
        return cls(config, any(_SRC_PACKAGE.match(path) for path in tree_paths))

    def owes_tests(self, path: str) -> bool:
        """Not test code, not excluded by `coverage.exclude` or its defaults, and (with the
        defaults) not Python outside `src/` in a src layout."""
        if is_test_code(path, self.config):
            return False
        if matches_any(path, self.config.coverage.excluded_globs) is not None:
            return False
        outside_src = self.src_layout and not path.startswith("src/")
        return not (
            outside_src
            and self.config.coverage.use_default_excludes
            and language_of(path) == "python"
        )


def is_generated(text: str) -> bool:
    """The file's opening comments (or docstring) say a tool generated it: `@generated`,
    `DO NOT EDIT`, `Automatically generated code`, Go's `// Code generated … DO NOT EDIT.`"""
    return bool(_GENERATED.search(_header(text)))


def _header(text: str) -> str:
    """The comments, blank lines and first docstring before a file's first line of code."""
    kept: list[str] = []
    closing: str | None = None
    for line in text.split("\n", HEADER_LINES)[:HEADER_LINES]:
        stripped = line.strip()
        if closing is not None:
            kept.append(stripped)
            if closing in stripped:
                closing = None
            continue
        if not stripped or stripped.startswith(_COMMENT_STARTS):
            kept.append(stripped)
            continue
        opening = _STRING_PREFIX.match(stripped)
        if opening is None:
            break
        kept.append(stripped)
        quote = opening.group(1)
        if stripped.count(quote) == 1:
            closing = quote
    return "\n".join(kept)
