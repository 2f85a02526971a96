import secrets
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

app = Flask(__name__)
INVITES = {}


@app.route("/teams/<int:team_id>/invites", methods=["POST"])
def create_invite(team_id):
    role = request.form.get("role", "member")
    if role not in ("member", "viewer"):
        return jsonify(error="invalid role"), 400
    code = secrets.token_hex(24)
    INVITES[code] = {
        "team_id": team_id,
        "role": role,
        "expires": datetime.now(timezone.utc) + timedelta(days=7),
    }
    return jsonify(invite_url=f"https://app.example.com/join/{code}"), 201
