from flask import jsonify, request
from flask.views import MethodView

from .db import get_db

COLUMNS = ("id", "name", "email")


class SupplierLookup(MethodView):
    def get(self):
        term = request.args.get("q", "").strip()
        match request.args.get("by", "email"):
            case "email":
                sql, params = "SELECT id, name, email FROM suppliers WHERE email = %s", (term,)
            case "name":
                sql, params = "SELECT id, name, email FROM suppliers WHERE name ILIKE %s", (f"%{term}%",)
            case _:
                return jsonify(error="unsupported lookup"), 400
        with get_db().cursor() as cur:
            cur.execute(sql, params)
            rows = cur.fetchall()
        return jsonify([dict(zip(COLUMNS, row)) for row in rows])
