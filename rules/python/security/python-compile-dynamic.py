import ast
import re


def make_rule(expr: str):
    # ruleid: python-compile-dynamic
    code = compile(expr, "<rule>", "eval")
    return lambda row: eval(code, {"row": row})


def run_script(src: str, filename: str) -> None:
    # ruleid: python-compile-dynamic
    exec(compile(src, filename, "exec"))


def parse_only(src: str) -> ast.AST:
    # ok: python-compile-dynamic
    return compile(src, "<src>", "exec", ast.PyCF_ONLY_AST)


def regex(pattern: str) -> re.Pattern:
    # ok: python-compile-dynamic
    return re.compile(pattern)


def constant() -> object:
    # ok: python-compile-dynamic
    return compile("x + 1", "<const>", "eval")
