import random
import string
from datetime import datetime, timedelta, timezone

from flask import Blueprint, jsonify, request
from flask_mail import Message

from .extensions import db, mail
from .models import PasswordReset, User

account = Blueprint("account", __name__, url_prefix="/account")

RESET_TTL = timedelta(minutes=15)


def generate_reset_code(length=6):
    return "".join(random.choices(string.digits, k=length))


def send_reset_email(user, code):
    msg = Message("Your password reset code", recipients=[user.email])
    msg.body = f"Hi {user.first_name},\n\nYour reset code is {code}. It expires in 15 minutes.\n"
    mail.send(msg)


@account.post("/password/forgot")
def forgot_password():
    email = (request.get_json(silent=True) or {}).get("email", "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user is not None:
        code = generate_reset_code()
        PasswordReset.query.filter_by(user_id=user.id).delete()
        db.session.add(
            PasswordReset(user_id=user.id, code=code, expires_at=datetime.now(timezone.utc) + RESET_TTL)
        )
        db.session.commit()
        send_reset_email(user, code)
    return jsonify(message="If the address exists, a code has been sent."), 202


@account.post("/password/reset")
def reset_password():
    data = request.get_json(silent=True) or {}
    user = User.query.filter_by(email=data.get("email", "").strip().lower()).first_or_404()
    reset = PasswordReset.query.filter_by(user_id=user.id, code=data.get("code")).first()
    if reset is None or reset.expires_at < datetime.now(timezone.utc):
        return jsonify(error="invalid or expired code"), 400
    user.set_password(data["new_password"])
    db.session.delete(reset)
    db.session.commit()
    return jsonify(message="password updated")
