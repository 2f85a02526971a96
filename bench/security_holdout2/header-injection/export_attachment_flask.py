from urllib.parse import quote

from flask import Flask, make_response, request
from flask_login import current_user, login_required

from reporting.models import Export

app = Flask(__name__)


@app.get("/exports/<int:export_id>/file")
@login_required
def export_attachment(export_id):
    export = Export.query.filter_by(id=export_id, owner_id=current_user.id).first_or_404()
    filename = request.args.get("filename") or export.default_name
    if not filename.lower().endswith(".csv"):
        filename += ".csv"
    resp = make_response(export.read_bytes())
    resp.headers["Content-Type"] = "text/csv; charset=utf-8"
    resp.headers["Content-Disposition"] = "attachment; filename*=UTF-8''" + quote(filename, safe="")
    return resp
