import sqlite3

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
DATABASE = "billing.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/invoices/<account>")
def invoice_lookup(account):
    year = request.args.get("year", "")
    sql = "SELECT number, amount, issued_on FROM invoices WHERE account = ?"
    params = [account]
    if year:
        sql += " AND strftime('%Y', issued_on) = ?"
        params.append(year)
    rows = get_db().execute(sql, params).fetchall()
    if not rows:
        abort(404)
    return jsonify([dict(r) for r in rows])
