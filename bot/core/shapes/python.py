"""A Python function reduced to what it does, so two versions compare equal when a change
cannot alter its behaviour (see docs/coverage-check.md).

Left out: type annotations (those of parameters and the return value only where no
decorator may read them), `typing.cast`, typing-only decorators, `if TYPE_CHECKING:`
blocks, docstrings and other constant statements, imports inside the function, a final bare
`return` or `return None`, `t` in `open`'s mode, comments and layout (the AST has none), the
names of parameters and locals (numbered in order of first use), names the change renamed
(given), and which alias of `OSError` it spells (`IOError`, `socket.error` …, where the
module leaves them meaning it; duplicates in an `except` tuple dropped). Default values are
kept apart, and a `/` marker is ignored: dropping a default or making a parameter
positional-only changes no call that still works.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from collections.abc import Iterator, Mapping
from typing import TypeAlias

from bot.core.shapes import Shape

PythonFunction: TypeAlias = ast.FunctionDef | ast.AsyncFunctionDef

TYPING_DECORATORS = frozenset({"overload", "override", "final", "type_check_only"})
"""Decorators that only speak to type checkers."""
_INERT_DECORATORS = TYPING_DECORATORS | {
    "staticmethod",
    "classmethod",
    "abstractmethod",
    "property",
    "cached_property",
    "setter",
    "getter",
    "deleter",
    "cache",
    "lru_cache",
    "contextmanager",
    "asynccontextmanager",
    "wraps",
}
"""Decorators known not to read a function's annotations. Under any other (a FastAPI route,
pydantic's validate_call, singledispatch's register …) parameter and return annotations
can change what a call does, so they stay in the shape."""


def decorator_name(decorator: ast.expr) -> str:
    """`overload` for @overload, @typing.overload and @overload(...); "" if not a name."""
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    if isinstance(target, ast.Name):
        return target.id
    return target.attr if isinstance(target, ast.Attribute) else ""


def is_type_checking(test: ast.expr) -> bool:
    """`TYPE_CHECKING` or `typing.TYPE_CHECKING`, the guard of typing-only code."""
    name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", "")
    return name == "TYPE_CHECKING"


def function_shape(node: PythonFunction, aliases: frozenset[str] = frozenset()) -> Shape:
    """The shape of `node`, which is normalised in place: pass a tree you can spare.
    `aliases`: the spellings of OSError its module leaves meaning OSError (`oserror_aliases`)."""
    normalised = _Normaliser().visit(node)
    assert isinstance(normalised, ast.FunctionDef | ast.AsyncFunctionDef)
    normalised.name = ""
    _Renamer(_local_names(normalised)).visit(normalised)
    if aliases:
        _OSErrorAliases(aliases).visit(normalised)
    arguments = normalised.args
    arguments.args = [*arguments.posonlyargs, *arguments.args]  # `/` only narrows the calls
    arguments.posonlyargs = []
    defaults = _take_defaults(arguments)
    return Shape(ast.dump(normalised), defaults)


OSERROR_ALIASES = frozenset({"IOError", "EnvironmentError", "socket.error", "select.error"})
"""Other names of `OSError` since Python 3.3 (PEP 3151): the same class object."""


def oserror_aliases(module: ast.Module) -> frozenset[str]:
    """The aliases of OSError that are OSError in `module`: `IOError`/`EnvironmentError` when
    nothing in it binds that name, `socket.error`/`select.error` when everything in it that
    binds `socket`/`select` is `import socket`/`import select` (a parameter, an assignment or
    `from gevent import socket` anywhere in the module rules the alias out)."""
    bound: defaultdict[str, set[bool]] = defaultdict(set)
    """name → for each binding, whether it imports the standard module of that name."""
    for node in ast.walk(module):
        for name, imports_itself in _bindings(node):
            bound[name].add(imports_itself)
    found = set()
    for alias in OSERROR_ALIASES:
        owner, dot, _ = alias.partition(".")
        if bound.get(owner, set()) == ({True} if dot else set()):
            found.add(alias)
    return frozenset(found)


def _bindings(node: ast.AST) -> Iterator[tuple[str, bool]]:
    """(name, is `import name` itself) for each name `node` binds."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            name = alias.asname or alias.name.partition(".")[0]
            yield name, alias.name == name
    elif isinstance(node, ast.ImportFrom):
        yield from ((alias.asname or alias.name, False) for alias in node.names)
    elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
        yield node.id, False
    elif isinstance(node, ast.arg):
        yield node.arg, False
    elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        yield node.name, False
    elif isinstance(node, ast.Global | ast.Nonlocal):
        yield from ((name, False) for name in node.names)
    elif isinstance(node, ast.ExceptHandler | ast.MatchAs | ast.MatchStar) and node.name:
        yield node.name, False
    elif isinstance(node, ast.MatchMapping) and node.rest:
        yield node.rest, False


class _OSErrorAliases(ast.NodeTransformer):
    """`IOError`, `socket.error` … read as `OSError` (those the module leaves meaning it), and
    `except (OSError, OSError)` or `except (OSError,)` as `except OSError`."""

    def __init__(self, aliases: frozenset[str]) -> None:
        self._aliases = aliases

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if isinstance(node.ctx, ast.Load) and node.id in self._aliases:
            node.id = "OSError"
        return node

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        owner = node.value
        if (
            isinstance(node.ctx, ast.Load)
            and isinstance(owner, ast.Name)
            and f"{owner.id}.{node.attr}" in self._aliases
        ):
            return ast.Name(id="OSError", ctx=ast.Load())
        return self.generic_visit(node)

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.type, ast.Tuple):
            distinct = {ast.dump(element): element for element in node.type.elts}
            elements = list(distinct.values())
            node.type = elements[0] if len(elements) == 1 else ast.Tuple(elements, ast.Load())
        return node


_NAME_FIELD = re.compile(r"\b(id|attr)='([^']*)'")


def with_renames(shape: Shape, renames: Mapping[str, str]) -> Shape:
    """`shape` with the names and attributes it uses (not its locals) through `renames`."""
    if not renames:
        return shape

    def renamed(dump: str) -> str:
        return _NAME_FIELD.sub(lambda m: f"{m[1]}='{renames.get(m[2], m[2])}'", dump)

    defaults = frozenset((param, renamed(value)) for param, value in shape.defaults)
    return Shape(renamed(shape.code), defaults)


class _Normaliser(ast.NodeTransformer):
    """Drops what a type checker or a reader uses and the interpreter does not, and a bare
    `return` (or `return None`) that ends a function."""

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        return self._function(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> ast.AST:
        return self._function(node)

    def _function(self, node: PythonFunction) -> ast.AST:
        if all(decorator_name(d) in _INERT_DECORATORS for d in node.decorator_list):
            node.returns = None
            arguments = node.args
            every = (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
            for arg in (*every, arguments.vararg, arguments.kwarg):
                if arg is not None:
                    arg.annotation = None
        node.type_comment = None
        if hasattr(node, "type_params"):
            node.type_params = []
        node.decorator_list = [
            d for d in node.decorator_list if decorator_name(d) not in TYPING_DECORATORS
        ]
        self.generic_visit(node)
        if node.body and _returns_none(node.body[-1]):
            node.body.pop()
        return node

    def visit_arg(self, node: ast.arg) -> ast.AST:
        node.type_comment = None
        return self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST | None:
        if node.value is None:
            return None
        return self.generic_visit(ast.Assign(targets=[node.target], value=node.value))

    def visit_Assign(self, node: ast.Assign) -> ast.AST:
        node.type_comment = None
        return self.generic_visit(node)

    def visit_If(self, node: ast.If) -> ast.AST | list[ast.stmt] | None:
        if is_type_checking(node.test):
            holder = ast.Module(body=node.orelse, type_ignores=[])
            self.generic_visit(holder)
            return holder.body or None
        return self.generic_visit(node)

    def visit_Expr(self, node: ast.Expr) -> ast.AST | None:
        return None if isinstance(node.value, ast.Constant) else self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        return None

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        return None

    def visit_Call(self, node: ast.Call) -> ast.AST:
        if decorator_name(node.func) == "cast" and len(node.args) == 2 and not node.keywords:
            value: ast.AST = self.visit(node.args[1])
            return value
        if isinstance(node.func, ast.Name) and node.func.id == "open":
            _default_text_mode(node)
        return self.generic_visit(node)


def _default_text_mode(call: ast.Call) -> None:
    """`open(p, "rt")` is `open(p, mode="r")` is `open(p)`, and "wt" is "w": text mode is
    the default."""
    if len(call.args) == 2:
        call.keywords.insert(0, ast.keyword(arg="mode", value=call.args.pop()))
    keyword = next((k for k in call.keywords if k.arg == "mode"), None)
    if keyword is None:
        return
    mode = keyword.value
    if isinstance(mode, ast.Constant) and isinstance(mode.value, str):
        mode.value = mode.value.replace("t", "")
        if mode.value == "r":
            call.keywords.remove(keyword)


def _returns_none(statement: ast.stmt) -> bool:
    if not isinstance(statement, ast.Return):
        return False
    return statement.value is None or (
        isinstance(statement.value, ast.Constant) and statement.value.value is None
    )


def _local_names(function: PythonFunction) -> set[str]:
    """Parameters and every name bound inside, but for those declared global or nonlocal."""
    bound: set[str] = set()
    declared: set[str] = set()
    for node in ast.walk(function):
        if isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            bound.add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound.add(node.name)
        elif isinstance(node, ast.ExceptHandler):
            bound.add(node.name or "")
        elif isinstance(node, ast.Global | ast.Nonlocal):
            declared.update(node.names)
    bound.discard("")
    return bound - declared


class _Renamer(ast.NodeTransformer):
    """Numbers local names in order of first appearance (parameters come first)."""

    def __init__(self, local: set[str]) -> None:
        self._local = local
        self._numbers: dict[str, str] = {}

    def _renamed(self, name: str) -> str:
        if name not in self._local:
            return name
        return self._numbers.setdefault(name, f" {len(self._numbers)}")

    def visit_arg(self, node: ast.arg) -> ast.AST:
        node.arg = self._renamed(node.arg)
        return self.generic_visit(node)

    def visit_Name(self, node: ast.Name) -> ast.AST:
        node.id = self._renamed(node.id)
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        node.name = self._renamed(node.name) if node.name else ""
        return self.generic_visit(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> ast.AST:
        node.name = self._renamed(node.name) if node.name else ""
        return self.generic_visit(node)

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        node.name = self._renamed(node.name)
        return self.generic_visit(node)

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> ast.AST:
        if node.name:
            node.name = self._renamed(node.name)
        return self.generic_visit(node)


def _take_defaults(arguments: ast.arguments) -> frozenset[tuple[str, str]]:
    """Removes the default values from `arguments`, returning them by parameter."""
    positional = [*arguments.posonlyargs, *arguments.args]
    with_default = positional[len(positional) - len(arguments.defaults) :]
    pairs = {
        (arg.arg, ast.dump(value))
        for arg, value in zip(with_default, arguments.defaults, strict=True)
    }
    pairs.update(
        (arg.arg, ast.dump(value))
        for arg, value in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True)
        if value is not None
    )
    arguments.defaults = []
    arguments.kw_defaults = [None] * len(arguments.kwonlyargs)
    return frozenset(pairs)
