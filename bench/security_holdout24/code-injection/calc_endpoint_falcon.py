import ast
import operator

import falcon

OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}


def evaluate(node):
    if isinstance(node, ast.Expression):
        return evaluate(node.body)
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
        return OPERATORS[type(node.op)](evaluate(node.left), evaluate(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPERATORS:
        return OPERATORS[type(node.op)](evaluate(node.operand))
    raise ValueError("unsupported expression")


class CalcResource:
    def on_post(self, req, resp):
        expression = str(req.get_media().get("expr", ""))[:200]
        try:
            tree = ast.parse(expression, mode="eval")
            resp.media = {"result": evaluate(tree)}
        except (SyntaxError, ValueError, ZeroDivisionError, RecursionError) as exc:
            raise falcon.HTTPUnprocessableEntity(description=str(exc))


app = falcon.App()
app.add_route("/calc", CalcResource())
