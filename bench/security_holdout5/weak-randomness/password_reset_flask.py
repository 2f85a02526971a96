import random
import string
from datetime import datetime, timedelta

from flask import Flask, jsonify, request, url_for

from app.mail import send_reset_email
from app.models import User, db

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
RESET_TTL = timedelta(hours=1)


def make_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


@app.post("/password/forgot")
def forgot_password():
    email = request.form.get("email", "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user is not None:
        user.reset_token = make_reset_token()
        user.reset_expires = datetime.utcnow() + RESET_TTL
        db.session.commit()
        link = url_for("reset_password", token=user.reset_token, _external=True)
        send_reset_email(user.email, link)
    return jsonify(message="If the address exists, a reset link has been sent.")
