import secrets
from datetime import datetime, timedelta, timezone

from flask import Flask, abort, jsonify, request, url_for

app = Flask(__name__)
INVITES = {}
INVITE_TTL = timedelta(days=7)


@app.route("/teams/<int:team_id>/invites", methods=["POST"])
def create_invite(team_id):
    email = request.form.get("email", "").strip()
    role = request.form.get("role", "member")
    if role not in ("member", "viewer"):
        role = "member"
    token = secrets.token_urlsafe(32)
    INVITES[token] = {
        "team": team_id,
        "email": email,
        "role": role,
        "expires": datetime.now(timezone.utc) + INVITE_TTL,
    }
    link = url_for("accept_invite", token=token, _external=True)
    return jsonify(link=link), 201


@app.route("/invites/<token>")
def accept_invite(token):
    invite = INVITES.pop(token, None)
    if invite is None or invite["expires"] < datetime.now(timezone.utc):
        abort(404)
    return jsonify(team=invite["team"], role=invite["role"])
