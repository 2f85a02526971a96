import logging
import os
from dataclasses import dataclass
from datetime import date

import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("reports")

DSN = os.environ.get("REPORTS_DSN", "dbname=reports user=reports")


@dataclass
class ReportFilter:
    region: str
    start: date
    end: date


def get_conn():
    return psycopg2.connect(DSN)


class SalesReportService:
    table = "sales_daily"

    def __init__(self, conn):
        self.conn = conn

    def _where(self, flt):
        parts = ["day BETWEEN %s AND %s"]
        if flt.region:
            parts.append("region = '" + flt.region + "'")
        return " AND ".join(parts)

    def totals(self, flt):
        sql = f"SELECT region, SUM(amount) FROM {self.table} WHERE {self._where(flt)} GROUP BY region"
        log.debug("running report query")
        with self.conn.cursor() as cur:
            cur.execute(sql, (flt.start, flt.end))
            return cur.fetchall()


@app.route("/health")
def health():
    return jsonify(status="ok")


@app.route("/reports/sales")
def sales_report():
    try:
        start = date.fromisoformat(request.args.get("start", "2024-01-01"))
        end = date.fromisoformat(request.args.get("end", date.today().isoformat()))
    except ValueError:
        return jsonify(error="bad date"), 400
    flt = ReportFilter(region=request.args.get("region", ""), start=start, end=end)
    conn = get_conn()
    try:
        rows = SalesReportService(conn).totals(flt)
    finally:
        conn.close()
    return jsonify([{"region": r, "total": float(t)} for r, t in rows])


@app.route("/reports/regions")
def regions():
    conn = get_conn()
    try:
        with conn.cursor() as cur:
            cur.execute("SELECT DISTINCT region FROM sales_daily ORDER BY region")
            names = [r[0] for r in cur.fetchall()]
    finally:
        conn.close()
    return jsonify(names)
