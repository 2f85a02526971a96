import math
import operator

from bottle import abort, request, route

OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "hypot": math.hypot,
    "max": max,
}


@route("/math/<op>")
def run_op(op):
    fn = OPERATIONS.get(op)
    if fn is None:
        abort(404, "unknown operation")
    a = float(request.query.get("a", 0))
    b = float(request.query.get("b", 0))
    result = fn(a, b)
    return {"op": op, "result": result}
