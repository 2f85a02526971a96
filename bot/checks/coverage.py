"""Test coverage: changed functions that no test touches, or uncovered changed lines.

Without a coverage report, a changed public function counts as tested when a test
references its name: any test file changed in the PR, or an existing test file related
to the function's source file — by the language's conventions (tests/test_<module>.py,
<name>_test.go, <Name>Test.java, <name>.test.ts …) or by a test file name containing
the module's name. An unrelated test that happens to mention a common name does not count.

With a report (Cobertura XML or LCOV, named in the repo config) the added lines it
shows with zero hits are reported instead; changed files the report does not list are
checked by the conventions, and an unreadable report falls back to them entirely.

Which functions count:
- Python: public (no leading `_`) top-level functions and methods of public classes,
  including those under module- or class-level `if`/`try`/`with`. Not counted: dunder
  methods (`__init__` included), nested functions, properties and their setters,
  abstract methods, `@overload` stubs, and trivial bodies (only a docstring, `pass`,
  `...`, `raise NotImplementedError`, or returning a constant, name or attribute).
  A function counts when its `def` line or any line of its body is added.
- Go: exported (capitalised) `func`s and methods; a changed body counts (gofmt'd code:
  a function ends at the first `}` in column 0). Every `_test.go` beside the file is
  related (same package).
- JavaScript/TypeScript: exported functions (`export function`, `export const f = () =>`,
  names in `export { … }` or `module.exports`); in a file without exports, top-level ones.
- Java: `public`/`protected` methods; Ruby: methods not starting with `_`.
  For these languages only an added declaration line counts.
"""

from __future__ import annotations

import ast
import asyncio
import posixpath
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TypeAlias

from bot.checks.base import CheckContext, CheckResult
from bot.checks.coverage_report import CoverageReportError, read_report, uncovered_ranges
from bot.core.diff.model import Diff
from bot.core.findings import Category, Finding, Location, Severity, Source
from bot.core.languages import is_test_path, language_of
from bot.core.repo_config import RepoConfig

MAX_TEST_FILES = 200
UNTESTED_RULE = "coverage-untested-function"
UNCOVERED_RULE = "coverage-uncovered-lines"

_JS_FUNCTION = re.compile(
    r"^(?P<indent>\s*)(?P<export>export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*"
    r"(?P<name>[A-Za-z_$][\w$]*)\s*(?:<[^>]*>\s*)?\("
    r"|^(?P<indent2>\s*)(?P<export2>export\s+)?(?:const|let)\s+(?P<name2>[A-Za-z_$][\w$]*)"
    r"\s*(?::[^=]+)?=\s*(?:async\s*)?(?:function\b|(?:<[^>]*>\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)"
    r"\s*(?::[^=]+)?=>)"
)
_JS_EXPORT = re.compile(r"^\s*export\b|\bmodule\.exports\b|^\s*exports\.", re.MULTILINE)
_JS_EXPORT_LIST = re.compile(r"^\s*export\s*\{([^}]*)\}", re.MULTILINE)
_JS_COMMONJS_OBJECT = re.compile(r"\bmodule\.exports\s*=\s*\{([^}]*)\}")
_JS_COMMONJS_NAME = re.compile(r"\b(?:module\.)?exports\.([A-Za-z_$][\w$]*)\s*=")
_GO_FUNCTION = re.compile(r"^func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[\[(]")
_JAVA_METHOD = re.compile(
    r"^\s*(?:public|protected)\s+(?:static\s+)?(?:final\s+)?(?:synchronized\s+)?"
    r"(?!(?:class|interface|enum|record)\b)[\w<>\[\],.?\s]+?\s+([a-zA-Z_]\w*)\s*\([^;]*$"
)
_RUBY_METHOD = re.compile(r"^\s*def\s+(?:self\.)?([a-z_]\w*[?!]?)")
_PACKAGE_FILES = ("__init__", "index", "mod", "main")
_NOT_COUNTED_DECORATORS = frozenset(
    {
        "property",
        "cached_property",
        "abstractmethod",
        "abstractproperty",
        "overload",
        "setter",
        "getter",
        "deleter",
    }
)


@dataclass(frozen=True, slots=True)
class ChangedFunction:
    path: str
    name: str
    line: int
    """The declaration line."""
    first_added: int
    """The first added line of the declaration or body (the anchor when `line` is not shown)."""


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


def changed_functions(path: str, text: str, added: frozenset[int]) -> list[ChangedFunction]:
    """Public functions whose declaration or body holds an added line (see the module doc)."""
    language = language_of(path)
    if language == "python":
        return _python_functions(path, text, added)
    lines = text.splitlines()
    if language == "go":
        return _go_functions(path, lines, added)
    if language in ("javascript", "typescript"):
        return _javascript_functions(path, text, lines, added)
    pattern = {"java": _JAVA_METHOD, "ruby": _RUBY_METHOD}.get(language or "")
    if pattern is None:
        return []
    found = []
    for number, line in enumerate(lines, start=1):
        matched = pattern.match(line) if number in added else None
        if matched and not matched.group(1).startswith("_"):
            found.append(ChangedFunction(path, matched.group(1), number, number))
    return found


def _go_functions(path: str, lines: list[str], added: frozenset[int]) -> list[ChangedFunction]:
    found = []
    for number, line in enumerate(lines, start=1):
        matched = _GO_FUNCTION.match(line)
        if matched is None or not matched.group(1)[:1].isupper():
            continue
        end = number
        if not (line.rstrip().endswith("}") and line.count("{") == line.count("}")):
            end = next(
                (n for n in range(number + 1, len(lines) + 1) if lines[n - 1].startswith("}")),
                len(lines),
            )
        changed = [n for n in range(number, end + 1) if n in added]
        if changed:
            found.append(ChangedFunction(path, matched.group(1), number, changed[0]))
    return found


def _javascript_functions(
    path: str, text: str, lines: list[str], added: frozenset[int]
) -> list[ChangedFunction]:
    exported = _javascript_exported_names(text)
    has_exports = bool(_JS_EXPORT.search(text))
    found = []
    for number, line in enumerate(lines, start=1):
        matched = _JS_FUNCTION.match(line) if number in added else None
        if matched is None:
            continue
        name = matched.group("name") or matched.group("name2")
        is_exported = bool(matched.group("export") or matched.group("export2"))
        top_level = not (matched.group("indent") or matched.group("indent2"))
        public = is_exported or name in exported or (not has_exports and top_level)
        if public and not name.startswith("_"):
            found.append(ChangedFunction(path, name, number, number))
    return found


def _javascript_exported_names(text: str) -> set[str]:
    names: set[str] = set(_JS_COMMONJS_NAME.findall(text))
    for listing in (*_JS_EXPORT_LIST.findall(text), *_JS_COMMONJS_OBJECT.findall(text)):
        for entry in listing.split(","):
            # `a as b` exports a; `key: value` (CommonJS) exports the value
            words = re.split(r"\s+as\s+|\s*:\s*", entry.strip())
            name = words[-1] if ":" in entry else words[0]
            if name:
                names.add(name.strip())
    return names


def _python_functions(path: str, text: str, added: frozenset[int]) -> list[ChangedFunction]:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return []
    found = []
    for node in _public_python_functions(tree.body):
        if _is_trivial(node) or _is_not_counted(node):
            continue
        end = node.end_lineno or node.lineno
        changed = [line for line in range(node.lineno, end + 1) if line in added]
        if changed:
            found.append(ChangedFunction(path, node.name, node.lineno, changed[0]))
    return found


_PythonFunction: TypeAlias = ast.FunctionDef | ast.AsyncFunctionDef


def _public_python_functions(body: Iterable[ast.stmt]) -> Iterator[_PythonFunction]:
    for statement in body:
        if isinstance(statement, _PythonFunction):
            if not statement.name.startswith("_"):
                yield statement
        elif isinstance(statement, ast.ClassDef):
            if not statement.name.startswith("_"):
                yield from _public_python_functions(statement.body)
        elif isinstance(statement, ast.If | ast.With | ast.AsyncWith):
            yield from _public_python_functions(statement.body)
            yield from _public_python_functions(getattr(statement, "orelse", []))
        elif isinstance(statement, ast.Try | ast.TryStar):
            for block in (statement.body, statement.orelse, statement.finalbody):
                yield from _public_python_functions(block)
            for handler in statement.handlers:
                yield from _public_python_functions(handler.body)


def _is_trivial(node: _PythonFunction) -> bool:
    body = node.body
    if body and _is_constant_expression(body[0]):
        body = body[1:]  # the docstring
    if not body:
        return True
    if len(body) > 1:
        return False
    statement = body[0]
    if isinstance(statement, ast.Pass) or _is_constant_expression(statement):
        return True
    if isinstance(statement, ast.Raise):
        return _raises_not_implemented(statement)
    return isinstance(statement, ast.Return) and (
        statement.value is None
        or isinstance(statement.value, ast.Constant | ast.Name | ast.Attribute)
    )


def _is_constant_expression(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)


def _raises_not_implemented(statement: ast.Raise) -> bool:
    exception = statement.exc
    if isinstance(exception, ast.Call):
        exception = exception.func
    return isinstance(exception, ast.Name) and exception.id == "NotImplementedError"


def _is_not_counted(node: _PythonFunction) -> bool:
    """Properties, setters, abstract methods and overload stubs."""
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = (
            target.id
            if isinstance(target, ast.Name)
            else target.attr
            if isinstance(target, ast.Attribute)
            else ""
        )
        if name in _NOT_COUNTED_DECORATORS:
            return True
    return False


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
        sources = [path for path in changed if _checked_language(path) and not is_test_path(path)]
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
        tests_in_pr = [text for path, text in context.files.items() if is_test_path(path)]
        findings = []
        for path, added in sources.items():
            related = RelatedTests.of(path)
            existing = [
                text for test, text in context.related_files.items() if related.include(test)
            ]
            for function in changed_functions(path, context.files[path], added):
                if _references(function.name, tests_in_pr) or _references(function.name, existing):
                    continue
                anchor = (
                    function.line
                    if context.index.is_commentable(path, function.line)
                    else function.first_added
                )
                findings.append(_untested(function, anchor, self.source))
        return findings


def _sources(context: CheckContext) -> dict[str, frozenset[int]]:
    """Changed non-test files with their text at the head → their added lines."""
    return {
        file.path: file.added_lines()
        for file in context.diff
        if file.path in context.files and not is_test_path(file.path)
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
    target = suggested_test_path(function.path)
    where = f" (for example `{target}`)" if target else ""
    return Finding(
        location=Location(function.path, line, line),
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
