import re

from flask import Flask, abort, make_response, request

from backoffice.statements import render_statement_csv

app = Flask(__name__)
SAFE_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")


@app.get("/accounts/<int:account_id>/statement.csv")
def export_statement(account_id):
    name = request.args.get("name", f"statement-{account_id}")
    if not SAFE_NAME.fullmatch(name):
        abort(400, "invalid file name")
    resp = make_response(render_statement_csv(account_id, month=request.args.get("month")))
    resp.headers["Content-Type"] = "text/csv; charset=utf-8"
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    return resp
