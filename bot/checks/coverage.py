"""Test coverage: changed functions that no test touches, or uncovered changed lines.

Without a coverage report, a changed public function counts as tested when a test
file references its name: a test changed in the PR, or an existing test file found
by the language's conventions (tests/test_<module>.py, <name>_test.go, <Name>Test.java,
<name>.test.ts …). With a report (Cobertura XML or LCOV, named in the repo config),
the added lines it shows with zero hits are reported instead.
"""

from __future__ import annotations

import ast
import posixpath
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.checks.base import CheckContext, CheckResult
from bot.checks.coverage_report import CoverageReportError, uncovered_lines
from bot.core.diff_model import Diff
from bot.core.findings import Category, Finding, Location, Severity, Source
from bot.core.languages import language_of
from bot.repo_config import RepoConfig

MAX_TEST_FILES = 200
UNTESTED_RULE = "coverage-untested-function"
UNCOVERED_RULE = "coverage-uncovered-lines"

_TEST_PATH = re.compile(
    r"(^|/)(tests?|__tests__|spec|specs|src/test)/"
    r"|(^|/)test_[^/]+\.py$|_test\.(py|go)$|\.(test|spec)\.[jt]sx?$|Tests?\.java$|_spec\.rb$"
)
_DECLARATIONS: dict[str, re.Pattern[str]] = {
    "javascript": re.compile(
        r"^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\("
        r"|^\s*(?:export\s+)?(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?"
        r"(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>"
    ),
    "go": re.compile(r"^func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[\[(]"),
    "java": re.compile(
        r"^\s*(?:public|protected)\s+(?:static\s+)?(?:final\s+)?(?:synchronized\s+)?"
        r"[\w<>\[\],\s]+?\s+([a-zA-Z_]\w*)\s*\([^;]*$"
    ),
    "ruby": re.compile(r"^\s*def\s+(?:self\.)?([a-z_]\w*[?!]?)"),
}
_DECLARATIONS["typescript"] = _DECLARATIONS["javascript"]


@dataclass(frozen=True, slots=True)
class ChangedFunction:
    path: str
    name: str
    line: int


def is_test_path(path: str) -> bool:
    return bool(_TEST_PATH.search(path))


def _module_stem(path: str) -> str:
    stem = posixpath.basename(path)
    for suffix in (".test", ".spec"):
        stem = stem.replace(suffix, "")
    return posixpath.splitext(stem)[0]


def conventional_test_paths(path: str) -> set[str]:
    """Where a test for `path` lives by its language's conventions."""
    directory, name = posixpath.split(path)
    stem, extension = posixpath.splitext(name)
    language = language_of(path)
    candidates: set[str] = set()
    if language == "python":
        parts = directory.split("/") if directory else []
        for depth in range(len(parts) + 1):
            root = "/".join(parts[:depth])
            for folder in ("tests", "test"):
                base = posixpath.join(root, folder)
                candidates |= {
                    posixpath.join(base, f"test_{stem}.py"),
                    posixpath.join(base, *parts[depth + 1 :], f"test_{stem}.py"),
                    posixpath.join(base, *parts[depth:], f"test_{stem}.py"),
                }
        candidates |= {posixpath.join(directory, f"test_{stem}.py"),
                       posixpath.join(directory, f"{stem}_test.py")}
    elif language == "go":
        candidates.add(posixpath.join(directory, f"{stem}_test.go"))
    elif language == "java":
        test_dir = directory.replace("src/main/java", "src/test/java")
        candidates.add(posixpath.join(test_dir, f"{stem}Test.java"))
    elif language in ("javascript", "typescript"):
        for marker in ("test", "spec"):
            candidates.add(posixpath.join(directory, f"{stem}.{marker}{extension}"))
            candidates.add(posixpath.join(directory, "__tests__", f"{stem}.{marker}{extension}"))
            candidates.add(posixpath.join(directory, "__tests__", f"{stem}{extension}"))
    elif language == "ruby":
        candidates.add(posixpath.join(directory.replace("lib", "spec", 1), f"{stem}_spec.rb"))
    return candidates


def changed_functions(path: str, text: str, added: frozenset[int]) -> list[ChangedFunction]:
    """Public functions whose definition or body holds an added line."""
    language = language_of(path)
    if language == "python":
        return _python_functions(path, text, added)
    pattern = _DECLARATIONS.get(language or "")
    if pattern is None:
        return []
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        if number not in added:
            continue
        matched = pattern.match(line)
        name = next((group for group in matched.groups() if group), None) if matched else None
        if name and _is_public(name, language):
            found.append(ChangedFunction(path, name, number))
    return found


def _is_public(name: str, language: str | None) -> bool:
    if language == "go":
        return name[:1].isupper()
    return not name.startswith("_")


def _python_functions(path: str, text: str, added: frozenset[int]) -> list[ChangedFunction]:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return []
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if node.name.startswith("_") or _is_trivial(node) or _is_abstract(node):
            continue
        end = node.end_lineno or node.lineno
        if any(line in added for line in range(node.lineno, end + 1)):
            found.append(ChangedFunction(path, node.name, node.lineno))
    return found


def _is_trivial(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    body = [
        statement
        for statement in node.body
        if not (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant))
    ]
    return not body or all(
        isinstance(statement, ast.Pass)
        or (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant))
        or (isinstance(statement, ast.Raise) and _raises_not_implemented(statement))
        for statement in body
    )


def _raises_not_implemented(statement: ast.Raise) -> bool:
    exception = statement.exc
    if isinstance(exception, ast.Call):
        exception = exception.func
    return isinstance(exception, ast.Name) and exception.id == "NotImplementedError"


def _is_abstract(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(
        (isinstance(d, ast.Name) and d.id in ("abstractmethod", "overload", "property"))
        or (isinstance(d, ast.Attribute) and d.attr in ("abstractmethod", "overload", "setter"))
        for d in node.decorator_list
    )


def _references(name: str, texts: Iterable[str]) -> bool:
    word = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
    return any(word.search(text) for text in texts)


class CoverageCheck:
    source = Source.COVERAGE

    def wanted_paths(self, diff: Diff, tree_paths: frozenset[str], config: RepoConfig) -> set[str]:
        wanted: set[str] = set()
        changed = set(diff.paths)
        for path in changed:
            if is_test_path(path):
                continue
            wanted |= conventional_test_paths(path) & tree_paths
            stem = _module_stem(path)
            wanted |= {
                candidate
                for candidate in tree_paths
                if is_test_path(candidate) and stem and stem.lower() in candidate.lower()
            }
        if config.coverage.report:
            wanted.add(config.coverage.report)
        return set(sorted(wanted - changed)[:MAX_TEST_FILES] + (
            [config.coverage.report] if config.coverage.report else []
        ))

    async def run(self, context: CheckContext) -> CheckResult:
        report_path = context.config.coverage.report
        notes: list[str] = []
        if report_path:
            report = context.related_files.get(report_path) or context.files.get(report_path)
            if report is None:
                notes.append(f"The coverage report `{report_path}` is not in the PR's head.")
            else:
                try:
                    return CheckResult(self.source, tuple(self._from_report(context, report)))
                except CoverageReportError as error:
                    notes.append(f"The coverage report `{report_path}` could not be read: {error}.")
        return CheckResult(self.source, tuple(self._by_convention(context)), tuple(notes))

    def _from_report(self, context: CheckContext, report: str) -> Iterable[Finding]:
        changed = {
            file.path: file.added_lines
            for file in context.diff
            if file.path in context.files and not is_test_path(file.path)
        }
        for path, ranges in uncovered_lines(report, changed).items():
            for start, end in ranges:
                lines = "line" if start == end else "lines"
                yield Finding(
                    location=Location(path, start, end),
                    category=Category.TEST_COVERAGE,
                    severity=Severity.SUGGESTION,
                    title=f"Changed {lines} {start}" + ("" if start == end else f"–{end}")
                    + " not covered by the test suite",
                    explanation=(
                        "The coverage report uploaded with this change shows these added lines "
                        "never ran under the tests. Add a test that exercises them."
                    ),
                    source=self.source,
                    rule_id=UNCOVERED_RULE,
                    raw_confidence=0.5,
                )

    def _by_convention(self, context: CheckContext) -> Iterable[Finding]:
        tests_in_pr = [text for path, text in context.files.items() if is_test_path(path)]
        for file in context.diff:
            text = context.files.get(file.path)
            if text is None or is_test_path(file.path) or not file.added_lines:
                continue
            existing = _existing_tests(file.path, context.related_files, context.tree_paths)
            for function in changed_functions(file.path, text, file.added_lines):
                if _references(function.name, tests_in_pr) or _references(function.name, existing):
                    continue
                yield _untested(function, self.source)


def _existing_tests(
    path: str, related: Mapping[str, str], tree_paths: frozenset[str]
) -> list[str]:
    return [text for test_path, text in related.items() if is_test_path(test_path)]


def _untested(function: ChangedFunction, source: Source) -> Finding:
    targets = sorted(conventional_test_paths(function.path))
    where = f" (for example `{targets[0]}`)" if targets else ""
    return Finding(
        location=Location(function.path, function.line, function.line),
        category=Category.TEST_COVERAGE,
        severity=Severity.SUGGESTION,
        title=f"`{function.name}` has no test",
        explanation=(
            f"`{function.name}` is new or changed here, and neither this pull request's tests "
            f"nor the existing ones reference it. Add a test{where} that calls it."
        ),
        source=source,
        rule_id=UNTESTED_RULE,
        raw_confidence=0.4,
    )
