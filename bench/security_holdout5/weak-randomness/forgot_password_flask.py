import random
import string
from datetime import datetime, timedelta

from flask import Flask, jsonify, request, url_for

from .mailer import send_reset_email
from .models import PasswordReset, User, db

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits


def make_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


@app.post("/account/forgot-password")
def forgot_password():
    email = (request.get_json(silent=True) or {}).get("email", "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user is not None:
        token = make_reset_token()
        db.session.add(
            PasswordReset(
                user_id=user.id,
                token=token,
                expires_at=datetime.utcnow() + timedelta(hours=2),
            )
        )
        db.session.commit()
        send_reset_email(user.email, url_for("reset_password", token=token, _external=True))
    return jsonify({"status": "if the address exists, an e-mail was sent"})
