import random
import string
from datetime import datetime, timedelta

from flask import Flask, jsonify, request, url_for

from accounts.mail import send_reset_email
from accounts.models import PasswordResetToken, User, db

app = Flask(__name__)

TOKEN_ALPHABET = string.ascii_letters + string.digits


def make_reset_token(length=32):
    return "".join(random.choices(TOKEN_ALPHABET, k=length))


@app.route("/account/forgot-password", methods=["POST"])
def forgot_password():
    email = (request.form.get("email") or "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user is not None:
        token = make_reset_token()
        db.session.add(PasswordResetToken(
            user_id=user.id,
            token=token,
            expires_at=datetime.utcnow() + timedelta(hours=2),
        ))
        db.session.commit()
        send_reset_email(user.email, url_for("reset_password", token=token, _external=True))
    return jsonify({"message": "If the address exists, a reset link has been sent."})
