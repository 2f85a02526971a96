"""Which test files test a source file: by its language's conventions (tests/test_<module>.py,
<name>_test.go, <Name>Test.java, <name>.test.ts …), by a test file name containing the
module's name, or (Go) by being in its package."""

from __future__ import annotations

import posixpath
from dataclasses import dataclass

from bot.core.languages import is_test_path, language_of

_PACKAGE_FILES = ("__init__", "index", "mod", "main")


def module_stem(path: str) -> str:
    """The name tests use for a source file: `orders` for orders.py, pkg/orders/__init__.py …"""
    directory, name = posixpath.split(path)
    stem = posixpath.splitext(name)[0]
    for marker in (".test", ".spec"):
        stem = stem.removesuffix(marker)
    if stem in _PACKAGE_FILES and directory:
        return posixpath.basename(directory)
    return stem


def conventional_test_paths(path: str) -> set[str]:
    """Where a test for `path` lives by its language's conventions."""
    directory, name = posixpath.split(path)
    stem, extension = posixpath.splitext(name)
    parts = directory.split("/") if directory else []
    language = language_of(path)
    if language == "python":
        return _python_test_paths(directory, parts, stem)
    if language == "go":
        return {posixpath.join(directory, f"{stem}_test.go")}
    if language == "java":
        test_dir = directory.replace("src/main/java", "src/test/java")
        return {posixpath.join(test_dir, f"{stem}{suffix}.java") for suffix in ("Test", "Tests")}
    if language in ("javascript", "typescript"):
        candidates = {posixpath.join(directory, "__tests__", f"{stem}{extension}")}
        for marker in ("test", "spec"):
            candidates.add(posixpath.join(directory, f"{stem}.{marker}{extension}"))
            candidates.add(posixpath.join(directory, "__tests__", f"{stem}.{marker}{extension}"))
        return candidates
    if language == "ruby":
        rest = parts[1:] if parts[:1] in (["lib"], ["app"]) else parts
        return {
            posixpath.join("spec", *rest, f"{stem}_spec.rb"),
            posixpath.join("test", *rest, f"{stem}_test.rb"),
        }
    return set()


def _python_test_paths(directory: str, parts: list[str], stem: str) -> set[str]:
    test_name = f"test_{stem}.py"
    candidates = {
        posixpath.join(directory, test_name),
        posixpath.join(directory, f"{stem}_test.py"),
    }
    for depth in range(len(parts) + 1):
        root = "/".join(parts[:depth])
        for folder in ("tests", "test"):
            base = posixpath.join(root, folder)
            candidates.add(posixpath.join(base, test_name))
            # tests/ mirroring the package below the root, with or without its first folder
            candidates.add(posixpath.join(base, *parts[depth:], test_name))
            candidates.add(posixpath.join(base, *parts[depth + 1 :], test_name))
    return candidates


@dataclass(frozen=True, slots=True)
class RelatedTests:
    """Which test files test one source file: by its conventions, its name, or (Go) package."""

    conventional: frozenset[str]
    stem: str
    go_package: str | None
    """The source's directory for a Go file: every `_test.go` there is in its package."""

    @classmethod
    def of(cls, source_path: str) -> RelatedTests:
        is_go = language_of(source_path) == "go"
        return cls(
            frozenset(conventional_test_paths(source_path)),
            module_stem(source_path).lower(),
            posixpath.dirname(source_path) if is_go else None,
        )

    def include(self, test_path: str) -> bool:
        return is_test_path(test_path) and self.include_test(
            test_path, posixpath.basename(test_path).lower()
        )

    def include_test(self, test_path: str, lowered_name: str) -> bool:
        """`include` for a path known to be a test, given its lowercased file name."""
        if test_path in self.conventional or (self.stem and self.stem in lowered_name):
            return True
        return (
            self.go_package is not None
            and test_path.endswith("_test.go")
            and posixpath.dirname(test_path) == self.go_package
        )


def is_related_test(source_path: str, test_path: str) -> bool:
    """A test file that, by convention or by name, tests `source_path`."""
    return RelatedTests.of(source_path).include(test_path)
