import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/invoices/search", methods=["POST"])
def invoice_search():
    param = request.form.get("customer", "")
    num = 106
    if (7 * 18) + num > 200:
        bar = "acme"
    else:
        bar = param
    sql = "SELECT number, amount FROM invoices WHERE customer = '" + bar + "'"
    conn = sqlite3.connect("billing.db")
    rows = conn.execute(sql).fetchall()
    conn.close()
    return jsonify([{"number": r[0], "amount": r[1]} for r in rows])
