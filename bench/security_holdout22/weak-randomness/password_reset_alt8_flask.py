import random
import string
from datetime import datetime, timedelta

from flask import Blueprint, current_app, jsonify, request

from .extensions import db, mail
from .models import PasswordResetRequest, User

reset_bp = Blueprint("password_reset", __name__, url_prefix="/api/auth/password-reset")

CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_LENGTH = 8
CODE_TTL = timedelta(minutes=30)


@reset_bp.post("")
def request_reset():
    payload = request.get_json(silent=True) or {}
    email = (payload.get("email") or "").strip().lower()
    if "@" not in email:
        return jsonify(error="a valid email is required"), 400

    user = User.query.filter_by(email=email, is_active=True).first()
    if user is not None:
        code = "".join(random.choices(CODE_ALPHABET, k=CODE_LENGTH))
        db.session.add(
            PasswordResetRequest(
                user_id=user.id,
                code=code,
                expires_at=datetime.utcnow() + CODE_TTL,
                requested_ip=request.headers.get("X-Forwarded-For", request.remote_addr),
            )
        )
        db.session.commit()
        mail.send_template(
            to=user.email,
            template="password_reset",
            context={"code": code, "minutes": int(CODE_TTL.total_seconds() // 60)},
        )
        current_app.logger.info("password reset requested for user %s", user.id)

    # same response whether or not the account exists
    return jsonify(status="if the account exists, a code has been sent"), 202


@reset_bp.post("/confirm")
def confirm_reset():
    payload = request.get_json(silent=True) or {}
    entry = PasswordResetRequest.query.filter_by(code=payload.get("code", "").upper()).first()
    if entry is None or entry.expires_at < datetime.utcnow():
        return jsonify(error="code is invalid or expired"), 400
    entry.user.set_password(payload.get("new_password", ""))
    db.session.delete(entry)
    db.session.commit()
    return jsonify(status="password updated")
