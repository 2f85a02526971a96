from pathlib import Path

from flask import Flask, abort, request, send_from_directory
from flask_login import current_user, login_required

app = Flask(__name__)
REPORTS_DIR = Path("/srv/reports")


@app.get("/reports/download")
@login_required
def report_download():
    name = request.args.get("file", "")
    if not name.endswith((".pdf", ".csv")):
        abort(400)
    team_dir = REPORTS_DIR / str(current_user.team_id)
    return send_from_directory(team_dir, name, as_attachment=True)
