import random
import string
from datetime import datetime, timedelta

from flask import Flask, jsonify, request

from .mail import send_reset_email
from .models import PasswordReset, User, db

app = Flask(__name__)


def generate_reset_code(length=6):
    return "".join(random.choice(string.digits) for _ in range(length))


@app.post("/auth/forgot-password")
def forgot_password():
    email = (request.get_json() or {}).get("email", "").lower()
    user = User.query.filter_by(email=email).first()
    if user:
        code = generate_reset_code()
        db.session.add(PasswordReset(user_id=user.id, code=code,
                                     expires_at=datetime.utcnow() + timedelta(minutes=15)))
        db.session.commit()
        send_reset_email(user.email, code)
    return jsonify(message="If the address exists, a code has been sent."), 202
