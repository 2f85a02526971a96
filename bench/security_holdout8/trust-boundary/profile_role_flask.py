import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("SECRET_KEY") or os.urandom(32)


@app.route("/profile/preferences", methods=["POST"])
def update_preferences():
    form = request.form
    prefs = {
        "role": form.get("role", "viewer"),
        "team": form.get("team", ""),
    }
    if not prefs["team"]:
        prefs.pop("team")
    session["role"] = prefs["role"]
    return jsonify(saved=True, role=prefs["role"])


@app.route("/admin/dashboard")
def admin_dashboard():
    if session.get("role") != "admin":
        return jsonify(error="forbidden"), 403
    return jsonify(panel="admin", users=42)
