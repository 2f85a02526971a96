"""The coverage check on changes that cannot alter what a function does (docs/coverage-check.md):
each cause the corpus bench found is left out, and behaviour changes beside them still count."""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from pathlib import Path

import pytest

from bot.checks.base import CheckContext
from bot.checks.coverage import UNTESTED_RULE, CoverageCheck
from bot.core.diff.index import DiffIndex
from bot.core.diff.parse import parse_diff
from bot.core.repo_config import RepoConfig

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def file_diff(path: str, old: str | None, new: str | None) -> str:
    """`git diff` of one file: added (old None), removed (new None) or modified."""
    old_lines = old.splitlines(keepends=True) if old is not None else []
    new_lines = new.splitlines(keepends=True) if new is not None else []
    body = "".join(
        difflib.unified_diff(
            old_lines,
            new_lines,
            f"a/{path}" if old is not None else "/dev/null",
            f"b/{path}" if new is not None else "/dev/null",
            n=3,
        )
    )
    mode = "new file mode 100644\n" if old is None else ""
    mode = "deleted file mode 100644\n" if new is None else mode
    return f"diff --git a/{path} b/{path}\n{mode}index 1111111..2222222 100644\n{body}"


async def untested(
    changes: Mapping[str, tuple[str | None, str | None]],
    config: RepoConfig | None = None,
    tree: frozenset[str] = frozenset(),
) -> list[str]:
    """Names of the functions the check reports for `path → (old text, new text)`; `tree`:
    more paths of the repository at the head."""
    diff = parse_diff("".join(file_diff(path, old, new) for path, (old, new) in changes.items()))
    files = {path: new for path, (_, new) in changes.items() if new is not None}
    context = CheckContext(
        diff=diff,
        index=DiffIndex(diff),
        files=files,
        workdir=Path("."),
        config=config or RepoConfig(),
        tree_paths=frozenset(files) | tree,
    )
    result = await CoverageCheck().run(context)
    names: list[str] = []
    for finding in result.findings:
        assert finding.rule_id == UNTESTED_RULE
        words = re.findall(r"`([^`]+)`", f"{finding.title} {finding.explanation}")
        names.extend(dict.fromkeys(word for word in words if "/" not in word))
    return sorted(names)


ROUTING = '''\
def dispatch(request, handlers, default=None):
    """Route a request."""
    handler = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
'''

UNCHANGED_BEHAVIOUR = {
    "annotations added": '''\
def dispatch(request: Request, handlers: dict[str, Handler], default: Handler | None = None) -> Response:
    """Route a request."""
    handler: Handler | None = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "string annotations unquoted and a bare variable annotation": '''\
def dispatch(request, handlers, default=None):
    """Route a request."""
    found: "Handler"
    handler = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "a type-ignore and a noqa comment": '''\
def dispatch(request, handlers, default=None):  # noqa: C901
    """Route a request."""
    handler = handlers.get(request.path, default)  # type: ignore[arg-type]
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "the docstring reworded": '''\
def dispatch(request, handlers, default=None):
    """Route a request to its handler.

    .. versionchanged:: 2.0
        Raises LookupError.
    """
    handler = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "typing.cast and an if TYPE_CHECKING block": '''\
def dispatch(request, handlers, default=None):
    """Route a request."""
    if TYPE_CHECKING:
        reveal_type(handlers)
    handler = t.cast("Handler | None", handlers.get(request.path, default))
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "typing-only decorators beside an annotation": '''\
@typing.final
@override
def dispatch(request, handlers, default=None) -> Response:
    """Route a request."""
    handler = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "an import moved into the function": '''\
def dispatch(request, handlers, default=None):
    """Route a request."""
    from .errors import LookupError

    handler = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "a default value dropped, the first parameters made positional-only": '''\
def dispatch(request, handlers, /, default):
    """Route a request."""
    handler = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "parameters and locals renamed": '''\
def dispatch(req, routes, fallback=None):
    """Route a request."""
    found = routes.get(req.path, fallback)
    if found is None:
        raise LookupError(req.path)
    return found(req)
''',
    "the signature reflowed": '''\
def dispatch(
    request,
    handlers,
    default=None,
):
    """Route a request."""
    handler = handlers.get(
        request.path, default
    )
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
}

CHANGED_BEHAVIOUR = {
    "the logic changed beside new annotations": '''\
def dispatch(request: Request, handlers: dict[str, Handler], default: Handler | None = None) -> Response:
    """Route a request."""
    handler = handlers.get(request.path.rstrip("/"), default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "a decorator that wraps it added beside an annotation": '''\
@functools.cache
def dispatch(request, handlers, default=None) -> Response:
    """Route a request."""
    handler = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "a default value changed": '''\
def dispatch(request, handlers, default=not_found):
    """Route a request."""
    handler = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "two parameters swapped": '''\
def dispatch(handlers, request, default=None):
    """Route a request."""
    handler = handlers.get(request.path, default)
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
    "a local renamed to shadow a global it used": '''\
def dispatch(request, handlers, default=None):
    """Route a request."""
    LookupError = handlers.get(request.path, default)
    if LookupError is None:
        raise LookupError(request.path)
    return LookupError(request)
''',
    "the value inside a cast changed": '''\
def dispatch(request, handlers, default=None):
    """Route a request."""
    handler = cast("Handler", handlers.get(request.url, default))
    if handler is None:
        raise LookupError(request.path)
    return handler(request)
''',
}


@pytest.mark.parametrize("new", UNCHANGED_BEHAVIOUR.values(), ids=UNCHANGED_BEHAVIOUR.keys())
async def test_python_edits_that_cannot_change_behaviour_are_not_reported(new: str) -> None:
    assert await untested({"app/routing.py": (ROUTING, new)}) == []


@pytest.mark.parametrize("new", CHANGED_BEHAVIOUR.values(), ids=CHANGED_BEHAVIOUR.keys())
async def test_python_behaviour_changes_are_still_reported(new: str) -> None:
    assert await untested({"app/routing.py": (ROUTING, new)}) == ["dispatch"]


ROUTES = """\
class Items:
    @staticmethod
    def parse(raw: str) -> int:
        return int(raw.strip() or 0)


@app.get("/items/{item_id}")
def read_item(item_id: int, q: str | None = None) -> dict:
    return {"item_id": item_id, "q": q}
"""


async def test_python_annotations_a_decorator_may_read_stay_a_change() -> None:
    """FastAPI validates by the parameters' annotations: changing one changes the route."""
    new = ROUTES.replace("raw: str) -> int", "raw: str | bytes) -> int | None").replace(
        "item_id: int,", "item_id: str,"
    )
    assert await untested({"app/routes.py": (ROUTES, new)}) == ["read_item"]


async def test_python_file_moved_to_a_src_layout_is_not_reported() -> None:
    moved = ROUTING + "\n\nVERSION = '2.0'\n"
    changes = {"app/routing.py": (ROUTING, None), "src/app/routing.py": (None, moved)}
    assert await untested(changes) == []


async def test_python_function_moved_into_another_module_is_not_reported() -> None:
    kept = "def version():\n    return read('VERSION').strip()\n"
    changes = {
        "app/routing.py": (ROUTING + "\n\n" + kept, kept),
        "app/dispatching.py": ("import os\n", "import os\n\n\n" + ROUTING),
    }
    assert await untested(changes) == []


async def test_python_function_moved_and_changed_is_reported() -> None:
    changed = ROUTING.replace("request.path, default", "request.path.lower(), default")
    changes = {"app/routing.py": (ROUTING, None), "app/dispatching.py": (None, changed)}
    assert await untested(changes) == ["dispatch"]


CALLBACK = """\
def safecall(func):
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception:
            pass

    return wrapper
"""


@pytest.mark.parametrize(
    ("new", "expected"),
    [
        pytest.param(
            CALLBACK.replace("def safecall(func):", "def safecall(func: F) -> F:").replace(
                "            pass\n", "            pass\n        return None\n"
            ),
            [],
            id="return None added where the function ended anyway",
        ),
        pytest.param(
            CALLBACK.replace("def safecall(func):", "def safecall(func: F) -> F:").replace(
                "            pass\n", "            return False\n"
            ),
            ["safecall"],
            id="return False instead of falling off the end",
        ),
    ],
)
async def test_python_a_final_return_none_is_no_change(new: str, expected: list[str]) -> None:
    assert await untested({"app/calls.py": (CALLBACK, new)}) == expected


SAVER = """\
def save(path, text):
    with open(path, "wt", encoding="utf-8") as out:
        out.write(text)


def load(path):
    with open(path, "rt") as source:
        return source.read()
"""


@pytest.mark.parametrize(
    ("new", "expected"),
    [
        pytest.param(
            SAVER.replace('"wt"', '"w"').replace('path, "rt")', "path)"),
            [],
            id="the default text mode spelt or not",
        ),
        pytest.param(
            SAVER.replace('"wt"', 'mode="w"').replace('"rt"', 'mode="r"'), [], id="by keyword"
        ),
        pytest.param(
            SAVER.replace('"wt"', '"wb"').replace('"rt"', '"rb"'), ["load", "save"], id="binary"
        ),
    ],
)
async def test_python_open_modes_that_mean_the_same(new: str, expected: list[str]) -> None:
    assert await untested({"app/files.py": (SAVER, new)}) == expected


WORKER = """\
import errno
import select
import socket


def wait_readable(sock, timeout):
    try:
        return select.select([sock], [], [], timeout)
    except select.error as e:
        if e.args[0] != errno.EINTR:
            raise
    except (socket.error, OSError):
        return None


def read_pid(path):
    try:
        with open(path) as source:
            return int(source.read())
    except IOError:
        return None
    except EnvironmentError as e:
        if isinstance(e, IOError):
            raise
"""
WORKER_OSERROR = """\
import errno
import select


def wait_readable(sock, timeout):
    try:
        return select.select([sock], [], [], timeout)
    except OSError as e:
        if e.args[0] != errno.EINTR:
            raise
    except OSError:
        return None


def read_pid(path):
    try:
        with open(path) as source:
            return int(source.read())
    except OSError:
        return None
    except OSError as e:
        if isinstance(e, OSError):
            raise
"""


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        pytest.param(WORKER, WORKER_OSERROR, [], id="the aliases renamed, import socket dropped"),
        pytest.param(
            WORKER,
            WORKER.replace("(socket.error, OSError)", "OSError"),
            [],
            id="a tuple of aliases narrowed to OSError",
        ),
        pytest.param(
            WORKER,
            WORKER_OSERROR.replace(
                "except OSError:\n        return None", "except ValueError:\n        return None"
            ),
            ["read_pid", "wait_readable"],
            id="an alias swapped for another exception",
        ),
        pytest.param(
            WORKER.replace("(socket.error, OSError)", "(socket.error, ValueError)"),
            WORKER.replace("(socket.error, OSError)", "OSError"),
            ["wait_readable"],
            id="a tuple narrowed by more than its aliases",
        ),
        pytest.param(
            WORKER.replace("import socket\n", "from gevent import socket\n"),
            WORKER.replace("import socket\n", "from gevent import socket\n").replace(
                "(socket.error, OSError)", "OSError"
            ),
            ["wait_readable"],
            id="socket is not the standard library's",
        ),
        pytest.param(
            "class IOError(Exception):\n    pass\n\n\n" + WORKER,
            "class IOError(Exception):\n    pass\n\n\n"
            + WORKER.replace("except IOError:", "except OSError:"),
            ["read_pid"],
            id="IOError defined by the module",
        ),
        pytest.param(
            WORKER.replace(
                "def wait_readable(sock, timeout)", "def wait_readable(socket, timeout)"
            ),
            WORKER.replace(
                "def wait_readable(sock, timeout)", "def wait_readable(socket, timeout)"
            ).replace("(socket.error, OSError)", "OSError"),
            ["wait_readable"],
            id="socket is a parameter",
        ),
    ],
)
async def test_python_oserror_aliases_renamed_are_no_change(
    old: str, new: str, expected: list[str]
) -> None:
    """IOError, EnvironmentError, socket.error and select.error are OSError (Python 3.3+)."""
    assert await untested({"app/worker.py": (old, new)}) == expected


HELPER_OLD = """\
def format_param(name, value):
    return f"{name}={quote(value)}".encode()


def render(fields):
    return b"; ".join(format_param(name, value) for name, value in fields)
"""
HELPER_RENAMED = """\
def _format_param(key: str, value: str) -> bytes:
    return f"{key}={quote(value)}".encode()


def render(fields: list[tuple[str, str]]) -> bytes:
    return b"; ".join(_format_param(name, value) for name, value in fields)
"""


async def test_python_a_renamed_helper_leaves_its_callers_unchanged() -> None:
    assert await untested({"app/multipart.py": (HELPER_OLD, HELPER_RENAMED)}) == []


async def test_python_a_helper_renamed_in_two_modules_is_still_a_rename() -> None:
    """werkzeug 3.1 renamed `is_immutable`, which two modules each defined."""
    helper = HELPER_OLD.split("\n\n\n")[0] + "\n"
    changes = {
        "app/multipart.py": (HELPER_OLD, HELPER_RENAMED),
        "app/forms.py": (helper + "\n\nLIMIT = 3\n", "LIMIT = 3\n"),
    }
    assert await untested(changes) == []


async def test_python_a_renamed_helper_whose_body_changed_is_a_change() -> None:
    changed = HELPER_RENAMED.replace("quote(value)", "quote(value, safe='')")
    assert await untested({"app/multipart.py": (HELPER_OLD, changed)}) == ["render"]


async def test_python_a_function_renamed_only_is_not_reported() -> None:
    renamed = HELPER_OLD.replace("format_param", "encode_param")
    assert await untested({"app/multipart.py": (HELPER_OLD, renamed)}) == []


TYPING_ONLY = """\
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    def lookup(name: str) -> int:
        return registry[name] + 1


class Store(Protocol):
    def fetch(self, key: str) -> bytes:
        return self.cache[key] or b""


class Reader(typing.Protocol[T]):
    def read(self, size: int) -> T:
        return self.buffer[:size] + self.pad


def real(values):
    return sorted(values)[0]
"""


async def test_python_protocol_members_and_type_checking_functions_are_never_reported() -> None:
    assert await untested({"app/kinds.py": (None, TYPING_ONLY)}) == ["real"]


async def test_python_unknown_base_falls_back_to_reporting() -> None:
    """A head that disagrees with the diff gives no base: the function is reported as before."""
    diff = file_diff("app/routing.py", ROUTING, UNCHANGED_BEHAVIOUR["annotations added"])
    parsed = parse_diff(diff)
    other_head = UNCHANGED_BEHAVIOUR["annotations added"].replace('"""Route', '"""Send')
    context = CheckContext(
        diff=parsed,
        index=DiffIndex(parsed),
        files={"app/routing.py": other_head},
        workdir=Path("."),
        config=RepoConfig(),
    )
    result = await CoverageCheck().run(context)
    assert [f.title for f in result.findings] == ["`dispatch` has no test"]


CART_JS = """\
export function total(items, rate = 0) {
  // sum the lines
  let sum = 0
  for (const item of items) {
    sum += item.price * item.quantity
  }
  return sum * (1 + rate)
}
"""
CART_TS = """\
export function total(items: Line[], rate = 0): number {
  let sum = 0
  for (const item of items) {
    sum += item.price * item.quantity
  }
  return sum * (1 + rate)
}
"""
JS_UNCHANGED = {
    "a comment on the declaration line": (
        "lib/cart.js",
        CART_JS.replace("{\n", "{ // with tax\n", 1),
    ),
    "the declaration reformatted": (
        "lib/cart.js",
        CART_JS.replace("total(items, rate = 0) {", "total ( items,  rate=0 )\n{"),
    ),
    "a parameter renamed": ("lib/cart.js", CART_JS.replace("items", "lines")),
    "typescript parameter and return types": (
        "lib/cart.ts",
        CART_TS.replace(
            "items: Line[], rate = 0): number",
            "items: readonly Line[], rate: number = 0): Promise<{ sum: number }>",
        ),
    ),
}
JS_CHANGED = {
    "a default value changed": ("lib/cart.js", CART_JS.replace("rate = 0", "rate = 0.2")),
    "a parameter added and used": (
        "lib/cart.js",
        CART_JS.replace("rate = 0)", "rate = 0, discount = 0)").replace(
            "return sum", "return (sum - discount)"
        ),
    ),
    "a string in the body changed beside a comment": (
        "lib/cart.js",
        CART_JS.replace("{\n", "{ // why\n", 1).replace("item.price", "item['unit price']"),
    ),
    "typescript body changed beside its types": (
        "lib/cart.ts",
        CART_TS.replace("rate = 0): number", "rate: number = 0): number").replace(
            "1 + rate", "1 - rate"
        ),
    ),
}


@pytest.mark.parametrize(("path", "new"), JS_UNCHANGED.values(), ids=JS_UNCHANGED.keys())
async def test_javascript_edits_that_cannot_change_behaviour_are_not_reported(
    path: str, new: str
) -> None:
    old = CART_TS if path.endswith(".ts") else CART_JS
    assert await untested({path: (old, new)}) == []


@pytest.mark.parametrize(("path", "new"), JS_CHANGED.values(), ids=JS_CHANGED.keys())
async def test_javascript_behaviour_changes_are_still_reported(path: str, new: str) -> None:
    old = CART_TS if path.endswith(".ts") else CART_JS
    assert await untested({path: (old, new)}) == ["total"]


async def test_javascript_code_moved_into_a_new_module_is_not_reported() -> None:
    """fastify 5.1 split lib/logger.js: the functions moved unchanged, now exported."""
    logger_old = (
        "'use strict'\n\n"
        + CART_JS.replace("export function", "function")
        + (
            "\nfunction format (line) {\n  return `${line.name}: ${line.price}`\n}\n"
            "\nmodule.exports = { total, format }\n"
        )
    )
    logger_new = (
        "'use strict'\n\nfunction format (line) {\n  return `${line.name}: ${line.price}`\n}\n"
        + ("\nmodule.exports = { format }\n")
    )
    changes = {
        "lib/logger.js": (logger_old, logger_new),
        "lib/totals.js": (None, "'use strict'\n\n" + CART_JS),
    }
    assert await untested(changes) == []


NOOP_OLD = "export function noop(): undefined {\n  return undefined\n}\n"
NOOP_NEW = (
    "export function noop(): void\nexport function noop(): undefined\nexport function noop() {}\n"
    "\nexport function parse(value: string): number\n"
    "export function parse(value: number): number\n"
    "export function parse(value: string | number): number {\n"
    "  return typeof value === 'number' ? value : Number.parseInt(value, 10)\n"
    "}\n"
)


async def test_typescript_overload_signatures_and_empty_bodies_are_not_reported() -> None:
    assert await untested({"src/utils.ts": (NOOP_OLD, NOOP_NEW)}) == ["parse"]


STORE_GO = """\
package store

// Put stores a value.
func (s *Store) Put(key string, value []byte) error {
\tif len(value) > s.limit {
\t\treturn ErrTooLarge
\t}
\treturn s.db.Put(key, value)
}
"""


@pytest.mark.parametrize(
    ("new", "expected"),
    [
        pytest.param(
            STORE_GO.replace("\treturn s.db", "\t// the database copies it\n\treturn s.db"),
            [],
            id="a comment",
        ),
        pytest.param(STORE_GO.replace("value", "data"), [], id="a parameter renamed"),
        pytest.param(
            STORE_GO.replace("\t\treturn ErrTooLarge\n", "\t\treturn nil\n"),
            ["Put"],
            id="the body changed",
        ),
        pytest.param(
            STORE_GO + "\nfunc (s *Store) Limit() int { return s.limit }\n",
            [],
            id="a trivial getter added",
        ),
    ],
)
async def test_go_changes(new: str, expected: list[str]) -> None:
    assert await untested({"store/store.go": (STORE_GO, new)}) == expected


async def test_go_function_moved_to_another_file_is_not_reported() -> None:
    changes = {
        "store/store.go": (STORE_GO, "package store\n"),
        "store/put.go": (None, STORE_GO.replace("// Put stores a value.\n", "")),
    }
    assert await untested(changes) == []


NEW_MODULE = """\
def first(values):
    return sorted(values)[0]


def last(values):
    return sorted(values)[-1]


def middle(values):
    return sorted(values)[len(values) // 2]
"""


async def test_a_new_file_gets_one_finding_naming_its_untested_functions() -> None:
    diff = parse_diff(file_diff("app/picks.py", None, NEW_MODULE))
    context = CheckContext(
        diff=diff,
        index=DiffIndex(diff),
        files={"app/picks.py": NEW_MODULE},
        workdir=Path("."),
        config=RepoConfig(),
    )
    result = await CoverageCheck().run(context)
    [finding] = result.findings
    assert finding.location.start_line == 1
    assert finding.title == "`first` and 2 more in this new file have no test"
    assert "`first`, `last` and `middle`" in finding.explanation
