from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = "change-me-in-production"


@app.route("/workspace/switch", methods=["POST"])
def switch_workspace():
    body = request.get_json(silent=True) or {}
    workspace = body.get("workspace")
    role = body.get("role", "viewer")
    if not workspace:
        return jsonify(error="workspace required"), 400
    session["workspace"] = workspace
    session["role"] = role
    return jsonify(active=workspace, role=role)


@app.route("/admin/settings")
def admin_settings():
    if session.get("role") != "admin":
        return jsonify(error="forbidden"), 403
    return jsonify(settings={"maintenance": False})
