import random
import string
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

from accounts.mail import send_reset_email
from accounts.models import PasswordReset, User, db

app = Flask(__name__)
TOKEN_ALPHABET = string.ascii_letters + string.digits


def new_reset_token(length=32):
    return "".join(random.choices(TOKEN_ALPHABET, k=length))


@app.post("/password/forgot")
def forgot_password():
    email = (request.get_json(silent=True) or {}).get("email", "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user:
        token = new_reset_token()
        expires = datetime.now(timezone.utc) + timedelta(hours=1)
        db.session.add(PasswordReset(user_id=user.id, token=token, expires_at=expires))
        db.session.commit()
        send_reset_email(user.email, token)
    return jsonify(status="sent"), 202
