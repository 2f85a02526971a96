import sqlite3

from bottle import Bottle, request

app = Bottle()


@app.get("/invoices")
def invoices():
    customer = request.query.get("customer", "")
    try:
        since = int(request.query.get("since", "0"))
    except ValueError:
        since = 0
    conn = sqlite3.connect("/srv/billing/billing.db")
    rows = conn.execute(
        "SELECT id, amount, due FROM invoices WHERE customer = ? AND created >= ? ORDER BY due", (customer, since)
    ).fetchall()
    conn.close()
    return {"customer": customer, "invoices": rows}
