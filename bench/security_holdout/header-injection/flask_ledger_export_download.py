from flask import Flask, make_response, request
from flask_login import current_user, login_required
from werkzeug.utils import secure_filename

from myapp.ledger import build_ledger_csv

app = Flask(__name__)


@app.get("/ledger/export")
@login_required
def export_ledger():
    name = secure_filename(request.args.get("name", "")) or "ledger"
    resp = make_response(build_ledger_csv(current_user.id))
    resp.headers["Content-Type"] = "text/csv; charset=utf-8"
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    return resp
