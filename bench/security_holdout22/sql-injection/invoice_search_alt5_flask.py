import sqlite3

from flask import Blueprint, current_app, g, jsonify, request
from flask.views import MethodView

invoices_bp = Blueprint("invoices", __name__, url_prefix="/api/invoices")

SORT_DIRECTIONS = {"asc", "desc"}
PAGE_SIZE = 50


def get_db():
    if "billing_db" not in g:
        g.billing_db = sqlite3.connect(current_app.config["BILLING_DB_PATH"])
        g.billing_db.row_factory = sqlite3.Row
    return g.billing_db


class InvoiceSearchView(MethodView):
    def get(self):
        status = request.args.get("status", "open")
        sort_by = request.args.get("sort", "issued_at")
        direction = request.args.get("dir", "desc").lower()
        page = request.args.get("page", 1, type=int)

        if direction not in SORT_DIRECTIONS:
            return jsonify(error="dir must be asc or desc"), 400

        offset = max(page - 1, 0) * PAGE_SIZE
        sql = (
            "SELECT id, number, customer_id, total_cents, status, issued_at "
            "FROM invoices WHERE status = ? "
            f"ORDER BY {sort_by} {direction} LIMIT ? OFFSET ?"
        )
        rows = get_db().execute(sql, (status, PAGE_SIZE, offset)).fetchall()
        return jsonify(
            page=page,
            page_size=PAGE_SIZE,
            results=[dict(row) for row in rows],
        )


invoices_bp.add_url_rule("/search", view_func=InvoiceSearchView.as_view("search"))


@invoices_bp.teardown_app_request
def close_billing_db(exc):
    db = g.pop("billing_db", None)
    if db is not None:
        db.close()
