import random
import secrets
from datetime import datetime, timedelta, timezone

from flask import Blueprint, jsonify, request, session

from .extensions import db
from .mailer import send_login_code
from .models import LoginCode, User

auth = Blueprint("auth", __name__, url_prefix="/auth")

CODE_TTL = timedelta(minutes=10)
LOGIN_TIPS = [
    "Tip: you can enable passkeys in your security settings.",
    "Tip: bookmark the dashboard for quicker access.",
    "Tip: codes expire after ten minutes.",
]


def new_login_code():
    return f"{secrets.randbelow(1_000_000):06d}"


@auth.post("/code")
def request_code():
    email = (request.get_json(silent=True) or {}).get("email", "").strip().lower()
    user = User.query.filter_by(email=email, active=True).first()
    if user is not None:
        code = new_login_code()
        LoginCode.query.filter_by(user_id=user.id).delete()
        db.session.add(LoginCode(user_id=user.id, code=code, expires_at=datetime.now(timezone.utc) + CODE_TTL))
        db.session.commit()
        send_login_code(user.email, code)
    return jsonify(sent=True, tip=random.choice(LOGIN_TIPS))


@auth.post("/verify")
def verify_code():
    data = request.get_json(silent=True) or {}
    user = User.query.filter_by(email=data.get("email", "").strip().lower()).first()
    entry = LoginCode.query.filter_by(user_id=user.id).first() if user else None
    if entry is None or entry.expires_at < datetime.now(timezone.utc) or entry.attempts >= 5:
        return jsonify(error="invalid code"), 400
    if not secrets.compare_digest(entry.code, str(data.get("code", ""))):
        entry.attempts += 1
        db.session.commit()
        return jsonify(error="invalid code"), 400
    db.session.delete(entry)
    db.session.commit()
    session.clear()
    session["uid"] = user.id
    return jsonify(ok=True)
