import secrets
from datetime import datetime, timedelta

from flask import Flask, jsonify, request

app = Flask(__name__)
INVITES = {}
ROLES = ("member", "viewer")


@app.route("/teams/<int:team_id>/invites", methods=["POST"])
def create_invite(team_id):
    body = request.get_json(silent=True) or {}
    email = str(body.get("email", "")).strip()
    role = body.get("role", "member")
    if role not in ROLES:
        role = "member"
    code = secrets.token_urlsafe(24)
    INVITES[code] = {
        "team": team_id,
        "email": email,
        "role": role,
        "expires": (datetime.utcnow() + timedelta(days=7)).isoformat(),
    }
    return jsonify(invite_url=f"https://app.example.com/join/{code}"), 201
