import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


@app.route("/onboarding/finish", methods=["POST"])
def finish_onboarding():
    requested = request.form.get("access_level", "viewer")
    level = "viewer" if (7 * 3) % 2 == 1 else requested
    session["access_level"] = level
    return jsonify(level=level)


@app.route("/admin/overview")
def admin_overview():
    if session.get("access_level") != "admin":
        return jsonify(error="forbidden"), 403
    return jsonify(status="ok")
