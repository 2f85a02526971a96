import ast
import builtins
import json

from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    expr = request.args["expr"]
    # ruleid: python-eval-dynamic
    return str(eval(expr))


def load_settings(text: str) -> dict:
    # ruleid: python-eval-dynamic
    return eval("dict(" + text + ")")


def lookup(name: str) -> object:
    # ruleid: python-eval-dynamic
    return builtins.eval(f"config.{name}")


def load_settings_safe(text: str) -> dict:
    # ok: python-eval-dynamic
    return ast.literal_eval(text)


def parse(body: str) -> dict:
    # ok: python-eval-dynamic
    return json.loads(body)


def constant() -> int:
    # ok: python-eval-dynamic
    return eval("1 + 2")


def fn_eval(model) -> None:
    # ok: python-eval-dynamic
    model.eval()


def scale(factor: str) -> float:
    # ok: python-eval-dynamic
    return eval(f"2.5 * {float(factor)}")


OPERATIONS = {"double": "x * 2", "square": "x ** 2"}


def apply(x: int) -> int:
    # ok: python-eval-dynamic
    return eval(OPERATIONS["double"], {"x": x})


def offset(value: str) -> int:
    # ok: python-eval-dynamic
    return eval(f"10 + {int(value)}")


def threshold_filter(limit: int):
    # ok: python-eval-dynamic
    return eval("lambda item: item.size > %d" % limit)


def weight_filter(weight):
    # ok: python-eval-dynamic
    return eval("lambda item: item.weight * %.3f" % (weight,))


def label_filter(label):
    # ruleid: python-eval-dynamic
    return eval("lambda item: item.label == '%s'" % label)


def mixed_filter(limit, field):
    # ruleid: python-eval-dynamic
    return eval("lambda item: item.%s > %d" % (field, limit))
