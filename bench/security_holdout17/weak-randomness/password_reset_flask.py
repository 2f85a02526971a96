import random
import string
from datetime import datetime, timedelta, timezone

from flask import Blueprint, jsonify, request

from app.extensions import db
from app.mail import send_reset_email
from app.models import PasswordReset, User

auth = Blueprint("auth", __name__)
ALPHABET = string.ascii_letters + string.digits


@auth.post("/password/forgot")
def forgot_password():
    email = request.form.get("email", "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user:
        token = "".join(random.choice(ALPHABET) for _ in range(40))
        expires = datetime.now(timezone.utc) + timedelta(hours=1)
        db.session.add(PasswordReset(user_id=user.id, token=token, expires_at=expires))
        db.session.commit()
        send_reset_email(user.email, token)
    return jsonify({"status": "If the address exists, a reset link has been sent."})
