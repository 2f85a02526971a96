import sqlite3

from bottle import request, route, run


def open_db():
    return sqlite3.connect("reports.db")


@route("/reports")
def list_reports():
    filters = []
    region = request.query.get("region")
    status = request.query.get("status")
    if region:
        filters.append("region = '{}'".format(region))
    if status:
        filters.append("status = '{}'".format(status))
    where = " AND ".join(filters) if filters else "1=1"
    db = open_db()
    cur = db.cursor()
    cur.execute("SELECT title, created FROM reports WHERE " + where)
    out = [{"title": t, "created": c} for t, c in cur.fetchall()]
    db.close()
    return {"reports": out}


if __name__ == "__main__":
    run(host="127.0.0.1", port=8080)
