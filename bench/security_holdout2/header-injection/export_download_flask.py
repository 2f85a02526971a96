from flask import Flask, make_response, request
from flask_login import current_user, login_required

from reporting.models import Export

app = Flask(__name__)


@app.get("/exports/<int:export_id>")
@login_required
def download_export(export_id):
    export = Export.query.filter_by(id=export_id, owner_id=current_user.id).first_or_404()
    filename = request.args.get("filename", export.default_name)
    resp = make_response(export.read_bytes())
    resp.headers["Content-Type"] = "text/csv; charset=utf-8"
    resp.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    return resp
