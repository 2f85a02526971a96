import secrets
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request
from flask_login import current_user, login_required

from .models import Invitation, db

app = Flask(__name__)


def make_invite_token() -> str:
    return secrets.token_urlsafe(32)


@app.post("/teams/<int:team_id>/invites")
@login_required
def create_invite(team_id: int):
    email = request.json.get("email", "").strip().lower()
    invite = Invitation(
        team_id=team_id,
        email=email,
        inviter_id=current_user.id,
        token=make_invite_token(),
        expires_at=datetime.now(timezone.utc) + timedelta(days=7),
    )
    db.session.add(invite)
    db.session.commit()
    return jsonify(invite_url=f"https://app.example.com/join/{invite.token}"), 201
