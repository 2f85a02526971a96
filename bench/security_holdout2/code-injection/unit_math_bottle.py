import operator

from bottle import Bottle, HTTPError, request

app = Bottle()

OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "div": operator.truediv,
}


@app.post("/api/compute")
def compute():
    data = request.json or {}
    op = OPERATIONS.get(data.get("op"))
    if op is None:
        raise HTTPError(400, "unsupported operation")
    try:
        a = float(data["a"])
        b = float(data["b"])
        value = op(a, b)
    except (KeyError, TypeError, ValueError, ZeroDivisionError) as exc:
        raise HTTPError(400, str(exc))
    return {"op": data["op"], "result": value}


if __name__ == "__main__":
    app.run(port=8090)
