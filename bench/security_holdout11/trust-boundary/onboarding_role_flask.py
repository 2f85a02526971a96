import os

from flask import Flask, jsonify, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


def pick(form, key, default):
    value = form.get(key)
    return value if value else default


@app.route("/onboarding/finish", methods=["POST"])
def finish_onboarding():
    profile = {
        "team_size": pick(request.form, "team_size", "1"),
        "role": pick(request.form, "role", "viewer"),
    }
    session["role"] = profile["role"]
    return redirect(url_for("dashboard"))


@app.route("/dashboard")
def dashboard():
    can_manage = session.get("role") == "admin"
    return jsonify(view="admin" if can_manage else "standard")
