import csv
import io
import sqlite3

from flask import Blueprint, Flask, Response, current_app, g, jsonify, request

invoices_bp = Blueprint("invoices", __name__, url_prefix="/api/invoices")


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


class InvoiceRepository:
    def __init__(self, conn):
        self.conn = conn

    def by_id(self, invoice_id):
        cur = self.conn.execute(
            "SELECT id, customer, total, issued_at FROM invoices WHERE id = ?",
            (invoice_id,),
        )
        return cur.fetchone()

    def for_period(self, start, end, order_by):
        sql = (
            "SELECT id, customer, total, issued_at FROM invoices "
            "WHERE issued_at BETWEEN ? AND ? "
            f"ORDER BY {order_by}"
        )
        return self.conn.execute(sql, (start, end)).fetchall()


@invoices_bp.get("/<int:invoice_id>")
def show_invoice(invoice_id):
    row = InvoiceRepository(get_db()).by_id(invoice_id)
    if row is None:
        return jsonify(error="not found"), 404
    return jsonify(dict(row))


@invoices_bp.get("/export")
def export_invoices():
    start = request.args.get("from", "1970-01-01")
    end = request.args.get("to", "2999-12-31")
    order_by = request.args.get("sort", "issued_at")
    rows = InvoiceRepository(get_db()).for_period(start, end, order_by)

    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "customer", "total", "issued_at"])
    for r in rows:
        writer.writerow([r["id"], r["customer"], r["total"], r["issued_at"]])
    return Response(
        buf.getvalue(),
        mimetype="text/csv",
        headers={"Content-Disposition": "attachment; filename=invoices.csv"},
    )


def close_db(exc=None):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def create_app(config=None):
    app = Flask(__name__)
    app.config.from_mapping(DATABASE="billing.sqlite3")
    if config:
        app.config.update(config)
    app.register_blueprint(invoices_bp)
    app.teardown_appcontext(close_db)
    return app
