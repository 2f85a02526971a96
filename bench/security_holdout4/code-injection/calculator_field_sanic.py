import re

from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.response import json

app = Sanic("estimator")

ARITHMETIC = re.compile(r"^[0-9+\-*/(). ]{1,64}$")


def evaluate_expression(expr: str) -> float:
    if not ARITHMETIC.fullmatch(expr) or "**" in expr:
        raise BadRequest("only basic arithmetic is allowed")
    try:
        return float(eval(expr, {"__builtins__": {}}, {}))
    except (SyntaxError, TypeError, ZeroDivisionError):
        raise BadRequest("invalid expression")


@app.post("/estimates/line-items")
async def add_line_item(request):
    data = request.json or {}
    quantity_expr = str(data.get("quantity", "1"))
    quantity = evaluate_expression(quantity_expr)
    unit_cost = float(data.get("unit_cost", 0))
    return json({
        "description": data.get("description", ""),
        "quantity": quantity,
        "line_total": round(quantity * unit_cost, 2),
    })
