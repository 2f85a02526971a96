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


def syntax_error(text: str, path: str) -> str | None:
    try:
        # ok: python-compile-dynamic
        compile(text, path, "exec", dont_inherit=True)
    except SyntaxError as error:
        return f"line {error.lineno}: {error.msg}"
    return None


def is_valid(text: str) -> bool:
    try:
        # ok: python-compile-dynamic
        compile(text, "<check>", "exec")
    except SyntaxError:
        return False
    return True


def load_plugin(text: str) -> object:
    try:
        # ruleid: python-compile-dynamic
        code = compile(text, "<plugin>", "exec")
    except SyntaxError as error:
        raise ValueError(error.msg) from error
    namespace: dict[str, object] = {}
    exec(code, namespace)
    return namespace


RATE_FORMULAS = {"standard": "4.99 + weight * 0.85", "express": "9.99 + weight * 1.4"}
# ok: python-compile-dynamic
COMPILED = {name: compile(src, f"<rate:{name}>", "eval") for name, src in RATE_FORMULAS.items()}


def compile_all(formulas):
    # a table the caller passes can hold anything
    # ruleid: python-compile-dynamic
    return {name: compile(src, f"<rate:{name}>", "eval") for name, src in formulas.items()}


def compile_checks():
    compiled = []
    for name, src in RATE_FORMULAS.items():
        # ok: python-compile-dynamic
        code = compile(src, name, "eval")
        compiled.append(code)
    return compiled


import ast  # noqa: E402

ALLOWED_NODES = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load, ast.Add, ast.Sub, ast.Mult, ast.Div)


class FormulaError(ValueError):
    pass


def checked_formula(source: str) -> ast.Expression:
    tree = ast.parse(source, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise FormulaError(f"not allowed: {type(node).__name__}")
    return tree


def run_checked_tree(tree: ast.Expression, variables: dict):
    # ok: python-compile-dynamic
    code = compile(tree, "<formula>", "eval")
    return eval(code, {"__builtins__": {}}, variables)


def run_checked_formula(source: str, variables: dict):
    tree = checked_formula(source)
    # ok: python-compile-dynamic
    code = compile(tree, "<formula>", "eval")
    return eval(code, {"__builtins__": {}}, variables)


def run_unchecked_formula(source: str, variables: dict):
    tree = ast.parse(source, mode="eval")
    # ruleid: python-compile-dynamic
    code = compile(tree, "<formula>", "eval")
    return eval(code, {"__builtins__": {}}, variables)


def run_walked_formula(source: str, variables: dict):
    tree = ast.parse(source, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            return None
    # ok: python-compile-dynamic
    code = compile(tree, "<formula>", "eval")
    return eval(code, {"__builtins__": {}}, variables)


def run_named_tree(tree, variables: dict):
    # a tree the caller checked, by its name
    # ok: python-compile-dynamic
    code = compile(tree, "<formula>", "eval")
    return eval(code, {"__builtins__": {}}, variables)


class FormulaEngine:
    def check(self, tree):
        for node in ast.walk(tree):
            if not isinstance(node, ALLOWED_NODES):
                raise FormulaError(type(node).__name__)

    def evaluate(self, expression: str):
        try:
            tree = ast.parse(expression, mode="eval")
        except SyntaxError as exc:
            raise FormulaError(str(exc)) from exc
        self.check(tree)
        # ok: python-compile-dynamic
        return compile(tree, "<formula>", "eval")

    def evaluate_logged(self, expression: str):
        tree = ast.parse(expression, mode="eval")
        self.log(tree)
        # a call not named for a check vouches for nothing
        # ruleid: python-compile-dynamic
        return compile(tree, "<formula>", "eval")

    def log(self, tree):
        print(ast.dump(tree))


def run_named_text(text, variables: dict):
    # ruleid: python-compile-dynamic
    return compile(text, "<formula>", "eval")


def compiled_rate(name: str):
    # the source is the module table's item the name picks
    # ok: python-compile-dynamic
    return compile(RATE_FORMULAS[name], f"<rate {name}>", "eval")


def compiled_rate_or_default(name: str):
    # ok: python-compile-dynamic
    return compile(RATE_FORMULAS.get(name, "0"), "<rate>", "eval")


def compiled_user_formula(formulas: dict, name: str):
    # ruleid: python-compile-dynamic
    return compile(formulas[name], "<formula>", "eval")
