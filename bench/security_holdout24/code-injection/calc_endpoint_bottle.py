import math

from bottle import Bottle, HTTPError, request

app = Bottle()
ALLOWED_NAMES = {name: getattr(math, name) for name in ("sqrt", "log", "sin", "cos", "pi", "e")}


def evaluate(expression, variables):
    scope = dict(ALLOWED_NAMES)
    scope.update(variables)
    return eval(expression, {"__builtins__": {}}, scope)


@app.post("/calc")
def calc():
    payload = request.json or {}
    expression = str(payload.get("expr", ""))[:500]
    variables = {k: float(v) for k, v in payload.get("vars", {}).items() if k.isidentifier()}
    try:
        result = evaluate(expression, variables)
    except (SyntaxError, NameError, ZeroDivisionError, TypeError, ValueError) as exc:
        raise HTTPError(422, str(exc))
    return {"result": result}
