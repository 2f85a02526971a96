import ast
import builtins
import importlib


def run_snippet(code: str, env: dict) -> None:
    # ruleid: python-exec-dynamic
    exec(code, env)


def define_setter(field: str) -> None:
    # ruleid: python-exec-dynamic
    exec(f"def set_{field}(obj, v): obj.{field} = v", globals())


def from_file(path: str) -> None:
    with open(path) as fh:
        # ruleid: python-exec-dynamic
        builtins.exec(fh.read())


def plugin(name: str):
    # ok: python-exec-dynamic
    return importlib.import_module(f"plugins.{name}")


def constant() -> None:
    # ok: python-exec-dynamic
    exec("import this")


def db(cursor) -> None:
    # ok: python-exec-dynamic
    cursor.execute("SELECT 1")


def set_limit(limit: str) -> None:
    # ok: python-exec-dynamic
    exec(f"LIMIT = {int(limit)}", globals())


def set_ratio(ratio: str) -> None:
    # ok: python-exec-dynamic
    exec(f"RATIO = {float(ratio)}", globals())


def set_options(text: str) -> None:
    # ok: python-exec-dynamic
    exec(f"OPTIONS = {ast.literal_eval(text)!r}", globals())


def set_retries(namespace: dict, count: int) -> None:
    # ok: python-exec-dynamic
    exec("retries = %d" % count, namespace)


def set_name(namespace: dict, name) -> None:
    # ruleid: python-exec-dynamic
    exec("name = '%s'" % name, namespace)


def set_ratio(namespace: dict, ratio: float) -> None:
    # ok: python-exec-dynamic
    exec(f"ratio = {ratio}", namespace)
