import ast
import operator

from flask import Blueprint, jsonify, request
from flask.views import MethodView

sheets_bp = Blueprint("sheets", __name__)
OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


class Sheet:
    def __init__(self):
        self.cells = {}

    def value(self, ref):
        return self._walk(ast.parse(self.cells[ref], mode="eval").body)

    def _walk(self, node):
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.BinOp) and type(node.op) in OPS:
            return OPS[type(node.op)](self._walk(node.left), self._walk(node.right))
        raise ValueError("unsupported expression")


class CellView(MethodView):
    sheet = Sheet()

    def put(self, ref):
        self.sheet.cells[ref] = request.get_json()["formula"].lstrip("=")
        return jsonify({"ref": ref, "value": self.sheet.value(ref)})


sheets_bp.add_url_rule("/cells/<ref>", view_func=CellView.as_view("cell"))
