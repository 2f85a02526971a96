import os

from flask import Flask, jsonify, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


def _trim(value):
    return value.strip()


def _team_key(value):
    return _trim(value).lower()


@app.route("/teams/switch", methods=["POST"])
def switch_team():
    team = _team_key(request.form.get("team", ""))
    session["active_team"] = team
    return redirect(url_for("dashboard"))


@app.route("/dashboard")
def dashboard():
    # reports are scoped to whatever team is active in the session
    return jsonify(team=session.get("active_team"))
