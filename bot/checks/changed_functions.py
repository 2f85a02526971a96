"""The public functions a change touches, per language (for the coverage check).

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
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TypeAlias

from bot.core.languages import language_of

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
