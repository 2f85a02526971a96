import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("SECRET_KEY") or os.urandom(32)


@app.route("/workspace/select", methods=["POST"])
def select_workspace():
    workspace = request.form["workspace"]
    role = request.form.get("role", "viewer")
    session["access"] = {"workspace": workspace, "role": role}
    return jsonify({"workspace": workspace, "role": role})


@app.route("/workspace/settings", methods=["DELETE"])
def delete_workspace_settings():
    access = session.get("access") or {}
    if access.get("role") != "admin":
        return jsonify({"error": "forbidden"}), 403
    return jsonify({"deleted": access["workspace"]})
