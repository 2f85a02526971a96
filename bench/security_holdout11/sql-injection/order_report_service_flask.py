import logging
import os
from contextlib import contextmanager

import psycopg2
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
log = logging.getLogger("orders.reports")

DSN = os.environ.get("ORDERS_DSN", "dbname=orders user=reporting")
DEFAULT_PAGE_SIZE = 50


@contextmanager
def db_cursor():
    conn = psycopg2.connect(DSN)
    try:
        with conn.cursor() as cur:
            yield cur
        conn.commit()
    finally:
        conn.close()


class OrderReportService:
    def __init__(self, page_size=DEFAULT_PAGE_SIZE):
        self.page_size = page_size

    def recent(self, limit):
        with db_cursor() as cur:
            cur.execute("SELECT id, customer, total FROM orders ORDER BY created_at DESC LIMIT %s", (limit,))
            return cur.fetchall()

    def by_region(self, region, order_by):
        query = (
            "SELECT id, customer, total, created_at FROM orders "
            "WHERE region = %s ORDER BY " + order_by + " LIMIT %s"
        )
        with db_cursor() as cur:
            cur.execute(query, (region, self.page_size))
            return cur.fetchall()


service = OrderReportService()


@app.route("/health")
def health():
    return jsonify(status="ok")


@app.route("/reports/recent")
def recent_orders():
    limit = min(int(request.args.get("limit", 20)), 200)
    return jsonify(rows=service.recent(limit))


@app.route("/reports/region/<region>")
def region_report(region):
    sort = request.args.get("sort", "created_at")
    direction = request.args.get("dir", "desc")
    order_by = "{} {}".format(sort, direction)
    log.info("region report region=%s order=%s", region, order_by)
    rows = service.by_region(region, order_by)
    if rows is None:
        abort(404)
    return jsonify(rows=[list(r) for r in rows])
