import ast
import operator

import falcon

BIN_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}
UNARY_OPS = {ast.USub: operator.neg, ast.UAdd: operator.pos}


class FormulaEvaluator:
    def __init__(self, variables):
        self.variables = variables

    def _eval(self, node):
        if isinstance(node, ast.Expression):
            return self._eval(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in self.variables:
            return self.variables[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
            return BIN_OPS[type(node.op)](self._eval(node.left), self._eval(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY_OPS:
            return UNARY_OPS[type(node.op)](self._eval(node.operand))
        raise ValueError("unsupported expression")

    def evaluate(self, text):
        if len(text) > 200:
            raise ValueError("formula too long")
        tree = ast.parse(text, mode="eval")
        return self._eval(tree)


class MetricsRepository:
    def monthly(self, month):
        return {"revenue": 1200.0, "costs": 800.0, "orders": 42}


class MetricsResource:
    def __init__(self, repo):
        self.repo = repo

    def on_get(self, req, resp, month):
        resp.media = self.repo.monthly(month)


class FormulaResource:
    def __init__(self, repo):
        self.repo = repo

    def on_post(self, req, resp, month):
        body = req.get_media() or {}
        formula = str(body.get("formula", "revenue - costs"))
        evaluator = FormulaEvaluator(self.repo.monthly(month))
        try:
            value = evaluator.evaluate(formula)
        except (ValueError, SyntaxError, ZeroDivisionError) as exc:
            raise falcon.HTTPBadRequest(title="invalid formula", description=str(exc))
        resp.media = {"month": month, "formula": formula, "value": value}


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"status": "ok"}


def create_app():
    repo = MetricsRepository()
    app = falcon.App()
    app.add_route("/metrics/{month}", MetricsResource(repo))
    app.add_route("/metrics/{month}/formula", FormulaResource(repo))
    app.add_route("/health", HealthResource())
    return app
