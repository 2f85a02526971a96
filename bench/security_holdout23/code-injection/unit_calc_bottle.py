import operator
from decimal import Decimal, DecimalException

from bottle import Bottle, HTTPError, request

app = Bottle()
OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "div": operator.truediv,
}


@app.post("/calc")
def calculate():
    op_name = request.forms.get("op", "")
    func = OPERATIONS.get(op_name)
    if func is None:
        raise HTTPError(400, "unsupported operation")
    try:
        left = Decimal(request.forms.get("a", ""))
        right = Decimal(request.forms.get("b", ""))
        result = func(left, right)
    except (DecimalException, ZeroDivisionError):
        raise HTTPError(400, "invalid operands")
    return {"op": op_name, "result": str(result)}
