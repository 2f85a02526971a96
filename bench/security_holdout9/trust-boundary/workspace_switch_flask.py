from flask import Flask, jsonify, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = "dev-key-rotate-me"


@app.route("/workspace/switch")
def switch_workspace():
    workspace = request.args.get("workspace", "personal")
    role = request.args.get("as", "member")
    prefs = {"workspace": workspace, "role": role}
    for key, value in prefs.items():
        session[key] = value
    return redirect(url_for("dashboard"))


@app.route("/dashboard")
def dashboard():
    if session.get("role") == "owner":
        return jsonify(view="owner", workspace=session.get("workspace"))
    return jsonify(view="member")
