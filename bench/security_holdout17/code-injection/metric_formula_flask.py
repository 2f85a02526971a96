import ast
import operator

from flask import Blueprint, abort, jsonify, request
from flask.views import MethodView

from app.metrics import load_series

bp = Blueprint("metrics", __name__)

_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
_UNARY = {ast.USub: operator.neg, ast.UAdd: operator.pos}


class FormulaError(ValueError):
    pass


class FormulaEvaluator:
    def __init__(self, variables: dict[str, float]):
        self.variables = variables

    def evaluate(self, source: str) -> float:
        if len(source) > 200:
            raise FormulaError("formula too long")
        try:
            tree = ast.parse(source, mode="eval")
        except SyntaxError as exc:
            raise FormulaError("invalid syntax") from exc
        return self._visit(tree.body)

    def _visit(self, node):
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in self.variables:
            return self.variables[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](self._visit(node.left), self._visit(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
            return _UNARY[type(node.op)](self._visit(node.operand))
        raise FormulaError(f"unsupported element: {type(node).__name__}")


class DerivedMetricView(MethodView):
    def get(self, dashboard_id: int):
        formula = request.args.get("formula", "")
        series = load_series(dashboard_id)
        if series is None:
            abort(404)
        points = []
        for ts, values in series:
            try:
                points.append({"ts": ts, "value": FormulaEvaluator(values).evaluate(formula)})
            except FormulaError as exc:
                return jsonify({"error": str(exc)}), 400
            except ZeroDivisionError:
                points.append({"ts": ts, "value": None})
        return jsonify({"formula": formula, "points": points})


class MetricNamesView(MethodView):
    def get(self, dashboard_id: int):
        series = load_series(dashboard_id)
        if not series:
            abort(404)
        return jsonify(sorted(series[0][1].keys()))


bp.add_url_rule("/dashboards/<int:dashboard_id>/derived", view_func=DerivedMetricView.as_view("derived_metric"))
bp.add_url_rule("/dashboards/<int:dashboard_id>/metrics", view_func=MetricNamesView.as_view("metric_names"))
