"""The functions a source file declares, per language, for the coverage check: where each
is, whether it is public, whether it counts as code a test is owed for, and its shape (what
it does, comparable with another version of it; `bot.core.shapes`).

Which functions count is described in `bot.checks.changed_functions`.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from bot.core.languages import language_of
from bot.core.shapes import Shape
from bot.core.shapes.braces import Kind, Source, brace_function
from bot.core.shapes.python import (
    PythonFunction,
    decorator_name,
    function_shape,
    is_type_checking,
    oserror_aliases,
    with_renames,
)

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
class Declaration:
    name: str
    line: int
    """The declaration line."""
    touching: range
    """Lines whose addition changes the function: its whole extent, or (JavaScript,
    TypeScript, Java, Ruby) its declaration line."""
    public: bool
    counted: bool
    """False for what no test is owed for: stubs, overloads, abstract methods, Protocol
    members, typing-only code, properties, trivial bodies."""
    shape: Callable[[Mapping[str, str]], Shape] | None = field(default=None, compare=False)
    """Its shape, other names renamed through the mapping; None when it has none."""


def declarations(path: str, text: str) -> list[Declaration]:
    """Every function `path` declares (in the order they appear), or [] if unreadable."""
    language = language_of(path)
    if language == "python":
        return _python(text)
    if language == "go":
        return _go(text)
    if language in ("javascript", "typescript"):
        return _javascript(text)
    pattern = {"java": _JAVA_METHOD, "ruby": _RUBY_METHOD}.get(language or "")
    if pattern is None:
        return []
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        if matched := pattern.match(line):
            name = matched.group(1)
            touching = range(number, number + 1)
            found.append(Declaration(name, number, touching, not name.startswith("_"), True))
    return found


def _python(text: str) -> list[Declaration]:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return []
    functions = list(_python_functions(tree.body))
    shapes = _PythonShapes([function for function, _, _ in functions], oserror_aliases(tree))
    found = []
    for index, (node, public, typing_only) in enumerate(functions):
        end = node.end_lineno or node.lineno
        counted = not (typing_only or _is_trivial(node) or _is_not_counted(node))
        found.append(
            Declaration(
                node.name,
                node.lineno,
                range(node.lineno, end + 1),
                public and not node.name.startswith("_"),
                counted,
                functools.partial(shapes.shape, index),
            )
        )
    return found


class _PythonShapes:
    """The shapes of a module's functions, each computed once when first asked for. The
    normalisation works in place, so a function's node is of no other use afterwards."""

    def __init__(self, functions: list[PythonFunction], aliases: frozenset[str]) -> None:
        self._functions = functions
        self._aliases = aliases
        self._shapes: dict[int, Shape] = {}

    def shape(self, index: int, renames: Mapping[str, str]) -> Shape:
        if index not in self._shapes:
            self._shapes[index] = function_shape(self._functions[index], self._aliases)
        return with_renames(self._shapes[index], renames)


def _python_functions(
    body: Iterable[ast.stmt], *, public: bool = True, typing: bool = False
) -> Iterator[tuple[PythonFunction, bool, bool]]:
    """(function, in public classes only, typing-only) for functions at module or class
    level, under `if`/`try`/`with` too; typing-only: in a Protocol or `if TYPE_CHECKING:`."""
    for statement in body:
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef):
            yield statement, public, typing
        elif isinstance(statement, ast.ClassDef):
            yield from _python_functions(
                statement.body,
                public=public and not statement.name.startswith("_"),
                typing=typing or _is_protocol(statement),
            )
        elif isinstance(statement, ast.If):
            checking = is_type_checking(statement.test)
            yield from _python_functions(statement.body, public=public, typing=typing or checking)
            yield from _python_functions(statement.orelse, public=public, typing=typing)
        elif isinstance(statement, ast.With | ast.AsyncWith):
            yield from _python_functions(statement.body, public=public, typing=typing)
        elif isinstance(statement, ast.Try | ast.TryStar):
            blocks = [statement.body, statement.orelse, statement.finalbody]
            blocks.extend(handler.body for handler in statement.handlers)
            for block in blocks:
                yield from _python_functions(block, public=public, typing=typing)


def _is_protocol(node: ast.ClassDef) -> bool:
    """`class X(Protocol)`, `(typing.Protocol)`, `(Protocol[T])`."""
    for base in node.bases:
        target = base.value if isinstance(base, ast.Subscript) else base
        if decorator_name(target) == "Protocol":
            return True
    return False


def _is_trivial(node: PythonFunction) -> bool:
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


def _is_not_counted(node: PythonFunction) -> bool:
    """Properties, setters, abstract methods and overload stubs."""
    return any(decorator_name(d) in _NOT_COUNTED_DECORATORS for d in node.decorator_list)


def _go(text: str) -> list[Declaration]:
    lines = text.splitlines()
    source = Source.of(text)
    found = []
    for number, line in enumerate(lines, start=1):
        matched = _GO_FUNCTION.match(line)
        if matched is None:
            continue
        name = matched.group(1)
        function = brace_function(source, number, matched.end(1), "function")
        end = function.end_line if function is not None else _go_end(lines, number)
        found.append(
            Declaration(
                name,
                number,
                range(number, end + 1),
                name[:1].isupper(),
                function is None or (function.has_body and not function.trivial),
                None if function is None else _brace_shape(function.shape),
            )
        )
    return found


def _go_end(lines: list[str], number: int) -> int:
    """gofmt'd code: a function ends at the first `}` in column 0."""
    line = lines[number - 1]
    if line.rstrip().endswith("}") and line.count("{") == line.count("}"):
        return number
    following = range(number + 1, len(lines) + 1)
    return next((n for n in following if lines[n - 1].startswith("}")), len(lines))


def _javascript(text: str) -> list[Declaration]:
    exported = _javascript_exported_names(text)
    has_exports = bool(_JS_EXPORT.search(text))
    source = Source.of(text)
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        matched = _JS_FUNCTION.match(line)
        if matched is None:
            continue
        group = "name" if matched.group("name") else "name2"
        name = matched.group(group)
        is_exported = bool(matched.group("export") or matched.group("export2"))
        top_level = not (matched.group("indent") or matched.group("indent2"))
        public = is_exported or name in exported or (not has_exports and top_level)
        kind: Kind = "function" if group == "name" else "arrow"
        function = brace_function(source, number, matched.end(group), kind, typed=True)
        found.append(
            Declaration(
                name,
                number,
                range(number, number + 1),
                public and not name.startswith("_"),
                function is None or (function.has_body and not function.trivial),
                None if function is None else _brace_shape(function.shape),
            )
        )
    return found


def _brace_shape(shape: Callable[[Mapping[str, str]], str]) -> Callable[[Mapping[str, str]], Shape]:
    return lambda renames: Shape(shape(renames))


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
