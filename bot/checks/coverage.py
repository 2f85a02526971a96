"""Test coverage: changed functions that no test touches, or uncovered changed lines.

Without a coverage report, a changed public function counts as tested when a test
references its name: any test file changed in the PR, or an existing test file related
to the function's source file — by the language's conventions (tests/test_<module>.py,
<name>_test.go, <Name>Test.java, <name>.test.ts …) or by a test file name containing
the module's name. An unrelated test that happens to mention a common name does not count.

Test code, examples, docs, benchmarks, build scripts and generated files owe no test
(`bot.checks.coverage_scope`; `test_paths` and `coverage.exclude` in the repo config).

With a report (Cobertura XML or LCOV, named in the repo config) the added lines it
shows with zero hits are reported instead; changed files the report does not list are
checked by the conventions, and an unreadable report falls back to them entirely.

Which functions count: `bot.checks.changed_functions` (a function whose change cannot alter
what it does — annotations, docstrings, comments, moved or renamed code — is not one); which
tests are related: `bot.checks.related_tests`. A new file gets one finding naming all its
untested functions. docs/coverage-check.md says why.
"""

from __future__ import annotations

import asyncio
import posixpath
import re
from collections.abc import Iterable, Mapping

from bot.checks.base import CheckContext, CheckResult
from bot.checks.changed_functions import BaseCode, ChangedFunction, changed_functions
from bot.checks.coverage_report import CoverageReportError, read_report, uncovered_ranges
from bot.checks.coverage_scope import Scope, is_generated, is_test_code
from bot.checks.related_tests import RelatedTests, conventional_test_paths, module_stem
from bot.core.diff.base_text import base_text
from bot.core.diff.model import Diff, FileStatus
from bot.core.findings import Category, Finding, Location, Severity, Source
from bot.core.languages import is_test_path, language_of
from bot.core.repo_config import RepoConfig

MAX_TEST_FILES = 200
UNTESTED_RULE = "coverage-untested-function"
UNCOVERED_RULE = "coverage-uncovered-lines"


def _references(name: str, texts: Iterable[str]) -> bool:
    word = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
    return any(word.search(text) for text in texts)


def _checked_language(path: str) -> bool:
    return language_of(path) in ("python", "go", "javascript", "typescript", "java", "ruby")


class CoverageCheck:
    source = Source.COVERAGE

    def wanted_paths(self, diff: Diff, tree_paths: frozenset[str], config: RepoConfig) -> set[str]:
        """Conventional tests of the changed files, some tests named after them, the report."""
        changed = set(diff.paths)
        scope = Scope.of(config, tree_paths)
        sources = [path for path in changed if _checked_language(path) and scope.owes_tests(path)]
        relations = [RelatedTests.of(path) for path in sources]
        candidates = {path for path in tree_paths - changed if is_test_path(path)}
        wanted = candidates & set().union(*(relation.conventional for relation in relations))
        named = ((test, posixpath.basename(test).lower()) for test in candidates - wanted)
        by_name = sorted(
            test
            for test, lowered_name in named
            if any(relation.include_test(test, lowered_name) for relation in relations)
        )
        wanted.update(by_name[:MAX_TEST_FILES])
        if config.coverage.report:
            wanted.add(config.coverage.report)
        return wanted

    async def run(self, context: CheckContext) -> CheckResult:
        return await asyncio.to_thread(self._check, context)

    def _check(self, context: CheckContext) -> CheckResult:
        """CPU only (parsing the report, mapping lines): `run` keeps it off the event loop."""
        report_path = context.config.coverage.report
        if not report_path:
            return CheckResult(self.source, tuple(self._by_convention(context, _sources(context))))
        report = context.related_files.get(report_path) or context.files.get(report_path)
        if report is None:
            note = (
                f"The coverage report `{report_path}` could not be read at the PR's head "
                "(missing, binary or too large); test files were checked by convention instead."
            )
        else:
            try:
                return self._from_report(context, report)
            except CoverageReportError as error:
                note = (
                    f"The coverage report `{report_path}` could not be read: {error}; "
                    "test files were checked by convention instead."
                )
        findings = self._by_convention(context, _sources(context))
        return CheckResult(self.source, tuple(findings), (note,))

    def _from_report(self, context: CheckContext, report_text: str) -> CheckResult:
        report = read_report(report_text)
        changed = {path: added for path, added in _sources(context).items() if added}
        matched = report.match(changed)
        findings = [
            _uncovered(path, start, end, self.source)
            for path, coverage in matched.items()
            for start, end in uncovered_ranges(coverage.hits, changed[path])
        ]
        missing = {
            path: added
            for path, added in changed.items()
            if path not in matched and _checked_language(path)
        }
        notes: tuple[str, ...] = ()
        if missing:
            listed = ", ".join(f"`{path}`" for path in sorted(missing)[:5])
            more = f" and {len(missing) - 5} more" if len(missing) > 5 else ""
            notes = (
                f"The coverage report does not list {listed}{more}; "
                "checked by test-file conventions instead.",
            )
            findings.extend(self._by_convention(context, missing))
        return CheckResult(self.source, tuple(findings), notes)

    def _by_convention(
        self, context: CheckContext, sources: Mapping[str, frozenset[int]]
    ) -> list[Finding]:
        tests_in_pr = [
            text for path, text in context.files.items() if is_test_code(path, context.config)
        ]
        base = _base_code(context)
        findings = []
        for path, added in sources.items():
            related = RelatedTests.of(path)
            existing = [
                text for test, text in context.related_files.items() if related.include(test)
            ]
            untested = [
                function
                for function in changed_functions(path, context.files[path], added, base)
                if not _references(function.name, tests_in_pr)
                and not _references(function.name, existing)
            ]
            file = context.index.file(path)
            if len(untested) > 1 and file is not None and file.status is FileStatus.ADDED:
                findings.append(_untested_in_new_file(untested, self.source))
                continue
            for function in untested:
                anchor = (
                    function.line
                    if context.index.is_commentable(path, function.line)
                    else function.first_added
                )
                findings.append(_untested(function, anchor, self.source))
        return findings


def _base_code(context: CheckContext) -> BaseCode:
    """The changed source files at the base, rebuilt from the diff and their head text."""
    base: dict[str, str] = {}
    head: dict[str, str] = {}
    for file in context.diff:
        if is_test_path(file.path) or not _checked_language(file.path):
            continue
        text = context.files.get(file.path)
        old = base_text(file, text)
        if old:
            base[file.old_path or file.path] = old
        if text is not None and file.status is not FileStatus.REMOVED:
            head[file.path] = text
    return BaseCode.of(base, head)


def _sources(context: CheckContext) -> dict[str, frozenset[int]]:
    """Changed files that owe tests (`coverage_scope`), with their text at the head → their
    added lines."""
    scope = Scope.of(context.config, context.tree_paths)
    return {
        file.path: file.added_lines()
        for file in context.diff
        if file.path in context.files
        and scope.owes_tests(file.path)
        and not is_generated(context.files[file.path])
    }


def _uncovered(path: str, start: int, end: int, source: Source) -> Finding:
    lines = f"line {start}" if start == end else f"lines {start}-{end}"
    return Finding(
        location=Location(path, start, end),
        category=Category.TEST_COVERAGE,
        severity=Severity.SUGGESTION,
        title=f"Changed {lines} not covered by the test suite",
        explanation=(
            "The coverage report uploaded with this change shows these added lines "
            "never ran under the tests. Add a test that exercises them."
        ),
        source=source,
        rule_id=UNCOVERED_RULE,
        raw_confidence=0.5,
    )


def suggested_test_path(path: str) -> str | None:
    """The most common of the conventional places, named in the finding."""
    language = language_of(path)
    if language == "python":
        return posixpath.join("tests", f"test_{module_stem(path)}.py")
    if language in ("javascript", "typescript"):
        stem, extension = posixpath.splitext(path)
        return f"{stem}.test{extension}"
    return min(conventional_test_paths(path), key=lambda test: (len(test), test), default=None)


def _untested(function: ChangedFunction, line: int, source: Source) -> Finding:
    return _finding(
        function.path,
        line,
        f"`{function.name}` has no test",
        f"`{function.name}` is new or changed here, and neither this pull request's tests "
        f"nor the existing ones reference it. Add a test{_example(function.path)} that calls it.",
        source,
    )


def _untested_in_new_file(functions: list[ChangedFunction], source: Source) -> Finding:
    """One finding for a new file's untested functions, on the first of them."""
    first = functions[0]
    names = [f"`{function.name}`" for function in functions]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    return _finding(
        first.path,
        first.line,
        f"`{first.name}` and {len(functions) - 1} more in this new file have no test",
        f"This new file's {listed} are referenced by neither this pull request's tests "
        f"nor the existing ones. Add tests{_example(first.path)} that call them.",
        source,
    )


def _example(path: str) -> str:
    """` (for example `tests/test_x.py`)`, naming where a test of `path` would go, or ""."""
    target = suggested_test_path(path)
    return f" (for example `{target}`)" if target else ""


def _finding(path: str, line: int, title: str, explanation: str, source: Source) -> Finding:
    return Finding(
        location=Location(path, line, line),
        category=Category.TEST_COVERAGE,
        severity=Severity.SUGGESTION,
        title=title,
        explanation=explanation,
        source=source,
        rule_id=UNTESTED_RULE,
        raw_confidence=0.4,
    )
