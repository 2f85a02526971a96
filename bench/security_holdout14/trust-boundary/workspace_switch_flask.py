import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


def pick(source, *keys):
    return {k: source.get(k) for k in keys if source.get(k) is not None}


@app.post("/workspace/switch")
def switch_workspace():
    if "user_id" not in session:
        return jsonify(error="login required"), 401
    choice = pick(request.form, "workspace_id", "role")
    session["workspace"] = {"id": choice.get("workspace_id"), "role": choice.get("role", "viewer")}
    return jsonify(active=session["workspace"]["id"])


@app.get("/workspace/admin")
def workspace_admin():
    if session.get("workspace", {}).get("role") != "owner":
        return jsonify(error="forbidden"), 403
    return jsonify(settings={"id": session["workspace"]["id"]})
