import ast
import operator

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

BIN_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Mod: operator.mod,
}
UNARY_OPS = {ast.UAdd: operator.pos, ast.USub: operator.neg}
FUNCS = {"min": min, "max": max, "round": round}


def evaluate(node, names):
    if isinstance(node, ast.Expression):
        return evaluate(node.body, names)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](evaluate(node.left, names), evaluate(node.right, names))
    if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY_OPS:
        return UNARY_OPS[type(node.op)](evaluate(node.operand, names))
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in FUNCS
        and not node.keywords
    ):
        return FUNCS[node.func.id](*(evaluate(a, names) for a in node.args))
    raise ValueError(f"unsupported expression: {type(node).__name__}")


@view_config(route_name="rules_list", renderer="json", request_method="GET")
def rules_list(request):
    return {"variables": ["list_price", "cost", "qty"], "functions": sorted(FUNCS)}


@view_config(route_name="rules_try", renderer="json", request_method="POST")
def rules_try(request):
    body = request.json_body
    expression = str(body.get("expression", ""))[:500]
    names = {
        "list_price": float(body.get("list_price", 0)),
        "cost": float(body.get("cost", 0)),
        "qty": int(body.get("qty", 1)),
    }
    try:
        tree = ast.parse(expression, mode="eval")
        price = evaluate(tree, names)
    except (SyntaxError, ValueError, TypeError, ZeroDivisionError) as exc:
        raise HTTPBadRequest(json_body={"error": str(exc)})
    return {"expression": expression, "price": round(price, 2)}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("rules_list", "/pricing/rules")
        config.add_route("rules_try", "/pricing/rules/try")
        config.scan()
    return config.make_wsgi_app()
