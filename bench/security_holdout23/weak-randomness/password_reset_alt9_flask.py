import random
import string
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

from .mail import send_reset_email
from .models import PasswordReset, User, db

app = Flask(__name__)
TOKEN_ALPHABET = string.ascii_letters + string.digits


@app.post("/password/forgot")
def forgot_password():
    email = request.form.get("email", "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user is not None:
        token = "".join(random.choices(TOKEN_ALPHABET, k=40))
        expires = datetime.now(timezone.utc) + timedelta(hours=1)
        db.session.add(PasswordReset(user_id=user.id, token=token, expires_at=expires))
        db.session.commit()
        send_reset_email(user.email, token)
    return jsonify(message="If the address exists, a reset link is on its way.")
