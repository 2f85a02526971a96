import csv
import io

import psycopg2
from bottle import Bottle, HTTPResponse, request, response

app = Bottle()
DSN = "dbname=reports user=reports host=db"
SORTABLE = {"created": "created_at", "amount": "amount", "region": "region"}


def connect():
    return psycopg2.connect(DSN)


@app.get("/ping")
def ping():
    return {"pong": True}


@app.get("/reports/regions")
def regions():
    with connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT DISTINCT region FROM sales ORDER BY region")
        return {"regions": [r[0] for r in cur.fetchall()]}


@app.get("/reports/export")
def export_sales():
    region = request.query.get("region", "")
    sort_key = request.query.get("sort", "created")
    column = SORTABLE.get(sort_key, "created_at")
    direction = "DESC" if request.query.get("desc") == "1" else "ASC"
    stmt = f"SELECT id, region, amount, created_at FROM sales WHERE region = %s ORDER BY {column} {direction}"
    with connect() as conn, conn.cursor() as cur:
        cur.execute(stmt, (region,))
        rows = cur.fetchall()
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "region", "amount", "created_at"])
    writer.writerows(rows)
    response.content_type = "text/csv"
    return buf.getvalue()


@app.get("/reports/<report_id:int>")
def report_detail(report_id):
    with connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT id, title FROM saved_reports WHERE id = %s", (report_id,))
        row = cur.fetchone()
    if row is None:
        return HTTPResponse(status=404)
    return {"id": row[0], "title": row[1]}
