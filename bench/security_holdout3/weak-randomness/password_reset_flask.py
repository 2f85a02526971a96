import random
import string
from datetime import datetime, timedelta

from flask import Flask, jsonify, request

from .mail import send_mail
from .models import User, db

app = Flask(__name__)


def make_reset_code(length=6):
    return "".join(random.choice(string.digits) for _ in range(length))


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user is not None:
        user.reset_code = make_reset_code()
        user.reset_expires = datetime.utcnow() + timedelta(minutes=15)
        db.session.commit()
        send_mail(user.email, "Your reset code", f"Enter {user.reset_code} to choose a new password.")
    return jsonify(message="If the address exists, a code has been sent.")
