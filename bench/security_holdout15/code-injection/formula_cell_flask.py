from flask import Blueprint, jsonify, request
from flask.views import MethodView

sheets_bp = Blueprint("sheets", __name__)


class Sheet:
    def __init__(self):
        self.cells = {}

    def value(self, ref):
        return eval(self.cells[ref], {"__builtins__": {}}, {"cells": self.cells})


class CellView(MethodView):
    sheet = Sheet()

    def put(self, ref):
        self.sheet.cells[ref] = request.get_json()["formula"].lstrip("=")
        return jsonify({"ref": ref, "value": self.sheet.value(ref)})


sheets_bp.add_url_rule("/cells/<ref>", view_func=CellView.as_view("cell"))
