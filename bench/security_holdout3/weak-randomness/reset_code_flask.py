import secrets
from datetime import datetime, timedelta

from flask import Flask, jsonify, request

from .mail import send_mail
from .models import User, db

app = Flask(__name__)


def new_reset_code(digits=6):
    return f"{secrets.randbelow(10 ** digits):0{digits}d}"


@app.route("/account/reset-code", methods=["POST"])
def request_reset_code():
    email = request.form.get("email", "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user is not None:
        user.reset_code = new_reset_code()
        user.reset_expires = datetime.utcnow() + timedelta(minutes=15)
        user.reset_attempts = 0
        db.session.commit()
        send_mail(user.email, "Your reset code", f"Enter {user.reset_code} to choose a new password.")
    return jsonify(message="If the address exists, a code has been sent.")
