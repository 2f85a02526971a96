from flask import jsonify, request
from flask.views import MethodView

from .db import get_db

COLUMNS = ("id", "name", "email")


class CustomerLookup(MethodView):
    def get(self):
        term = request.args.get("q", "").strip()
        match request.args.get("by", "email"):
            case "email":
                sql = "SELECT id, name, email FROM customers WHERE email = '%s'" % term
            case "name":
                sql = "SELECT id, name, email FROM customers WHERE name ILIKE '%%%s%%'" % term
            case _:
                return jsonify(error="unsupported lookup"), 400
        with get_db().cursor() as cur:
            cur.execute(sql)
            rows = cur.fetchall()
        return jsonify([dict(zip(COLUMNS, row)) for row in rows])
