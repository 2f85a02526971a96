import sqlite3

from bottle import Bottle, abort, request

app = Bottle()
SETTINGS = {"db": "inventory.sqlite3", "max_warehouse": 999}


def warehouse_id_from(raw):
    try:
        value = int(raw)
    except (TypeError, ValueError):
        abort(400, "warehouse must be a number")
    if not 0 < value <= SETTINGS["max_warehouse"]:
        abort(400, "warehouse out of range")
    return value


@app.get("/inventory/count")
def inventory_count():
    wid = warehouse_id_from(request.query.get("warehouse"))
    conn = sqlite3.connect(SETTINGS["db"])
    try:
        total = conn.execute(f"SELECT COALESCE(SUM(qty), 0) FROM stock WHERE warehouse_id = {wid}").fetchone()[0]
    finally:
        conn.close()
    return {"warehouse": wid, "total": total}
