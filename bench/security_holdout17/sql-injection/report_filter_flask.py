from flask import jsonify, request
from flask.views import MethodView
from sqlalchemy import text

from app.extensions import db


class SalesReportView(MethodView):
    def get(self):
        region = request.args.get("region", "")
        year = request.args.get("year", type=int, default=2024)
        stmt = text(
            "SELECT product, SUM(amount) AS total FROM sales "
            f"WHERE year = :year AND region = '{region}' GROUP BY product"
        )
        rows = db.session.execute(stmt, {"year": year}).mappings().all()
        return jsonify([dict(r) for r in rows])


def register(app):
    app.add_url_rule("/reports/sales", view_func=SalesReportView.as_view("sales_report"))
