import logging
import os

from flask import Flask, abort, jsonify, request, session
from flask_login import current_user, login_required

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
log = logging.getLogger(__name__)


@app.route("/workspaces/switch", methods=["POST"])
@login_required
def switch_workspace():
    workspace_id = request.form.get("workspace_id", "").strip()
    if not workspace_id:
        abort(400)
    member_of = {str(w.id) for w in current_user.workspaces}
    if workspace_id not in member_of:
        log.warning("user %s asked for workspace %s outside membership", current_user.id, workspace_id)
    session["workspace_id"] = workspace_id
    return jsonify(active=workspace_id)
