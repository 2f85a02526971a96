import os

from flask import Flask, abort, jsonify, request, session

from .models import Membership, Workspace

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


@app.post("/workspace/switch")
def switch_workspace():
    data = request.get_json() or {}
    membership = Membership.query.filter_by(
        user_id=session.get("user_id"), workspace_id=int(data.get("workspace_id", 0))
    ).first_or_404()
    session["workspace_id"] = membership.workspace_id
    session["workspace_role"] = data.get("role", membership.role)
    return jsonify({"workspace": membership.workspace_id})


@app.delete("/workspace/members/<int:member_id>")
def remove_member(member_id):
    if session.get("workspace_role") != "admin":
        abort(403)
    workspace = Workspace.query.get_or_404(session["workspace_id"])
    workspace.remove_member(member_id)
    return "", 204
