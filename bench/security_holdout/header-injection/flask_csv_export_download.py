from flask import Flask, make_response, request
from flask_login import current_user, login_required

from myapp.reports import build_csv

app = Flask(__name__)


@app.get("/export")
@login_required
def export():
    name = request.args.get("name", "report")
    resp = make_response(build_csv(current_user.id))
    resp.headers["Content-Type"] = "text/csv; charset=utf-8"
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    return resp
