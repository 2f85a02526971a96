import random
import string
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

from .models import PasswordReset, User, db

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits


def make_token(length: int = 32) -> str:
    return "".join(random.choices(ALPHABET, k=length))


@app.post("/password/forgot")
def forgot_password():
    email = request.form.get("email", "").strip().lower()
    if user := User.query.filter_by(email=email).first():
        expires = datetime.now(timezone.utc) + timedelta(hours=1)
        db.session.add(PasswordReset(user_id=user.id, token=make_token(), expires_at=expires))
        db.session.commit()
    return jsonify(message="If the address exists, a reset link has been sent.")
