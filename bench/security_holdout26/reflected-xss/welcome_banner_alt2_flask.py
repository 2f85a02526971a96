from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/welcome", methods=["POST"])
def welcome_banner():
    payload = request.get_json(silent=True) or {}
    team = str(payload.get("team", "everyone"))
    team = team.strip()[:80]
    return f"<div class='banner'>Welcome, {escape(team)}!</div>"
