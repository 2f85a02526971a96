import ast
import operator
from collections.abc import Callable
from functools import reduce

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

BIN_OPS: dict[type, Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}
AGGREGATES: dict[str, Callable[[list[float]], float]] = {
    "sum": sum,
    "max": max,
    "min": min,
    "avg": lambda xs: reduce(operator.add, xs, 0.0) / max(len(xs), 1),
}


class ExpressionError(ValueError):
    pass


def evaluate(node: ast.AST, series: dict[str, list[float]]) -> float:
    match node:
        case ast.Expression(body=body):
            return evaluate(body, series)
        case ast.Constant(value=int() | float() as value):
            return float(value)
        case ast.BinOp(left=left, op=op, right=right) if type(op) in BIN_OPS:
            return BIN_OPS[type(op)](evaluate(left, series), evaluate(right, series))
        case ast.Call(func=ast.Name(id=fn), args=[ast.Name(id=metric)]) if fn in AGGREGATES:
            if metric not in series:
                raise ExpressionError(f"unknown metric {metric}")
            return AGGREGATES[fn](series[metric])
        case _:
            raise ExpressionError("unsupported expression")


async def metrics(request: Request) -> JSONResponse:
    return JSONResponse({"metrics": sorted(request.app.state.series)})


async def compute(request: Request) -> JSONResponse:
    payload = await request.json()
    expression = str(payload.get("expression", ""))[:300]
    try:
        tree = ast.parse(expression, mode="eval")
        value = evaluate(tree, request.app.state.series)
    except (SyntaxError, ExpressionError, ZeroDivisionError) as exc:
        return JSONResponse({"error": str(exc)}, status_code=400)
    return JSONResponse({"expression": expression, "value": value})


app = Starlette(routes=[Route("/metrics", metrics), Route("/metrics/compute", compute, methods=["POST"])])
app.state.series = {"latency_ms": [120.0, 98.5, 143.2], "errors": [0.0, 2.0, 1.0]}
