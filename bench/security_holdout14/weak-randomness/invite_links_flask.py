import secrets
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request, url_for

app = Flask(__name__)
INVITES = {}
ROLES = {"viewer", "editor"}


@app.route("/teams/<int:team_id>/invites", methods=["POST"])
def create_invite(team_id):
    role = request.form.get("role", "viewer")
    if role not in ROLES:
        return jsonify(error="unknown role"), 400
    token = secrets.token_urlsafe(32)
    expires = datetime.now(timezone.utc) + timedelta(days=7)
    INVITES[token] = {"team": team_id, "role": role, "expires": expires}
    link = url_for("accept_invite", token=token, _external=True)
    return jsonify(link=link, expires=expires.isoformat()), 201


@app.route("/invites/<token>")
def accept_invite(token):
    invite = INVITES.get(token)
    return jsonify(valid=invite is not None)
