import random
import string
from datetime import datetime, timedelta

from flask import Flask, jsonify, request

from accounts.mail import send_reset_mail
from accounts.models import ResetCode, User, db

app = Flask(__name__)


def make_reset_code(length=8):
    alphabet = string.ascii_uppercase + string.digits
    return "".join(random.choice(alphabet) for _ in range(length))


@app.post("/password/forgot")
def forgot_password():
    email = request.form.get("email", "").lower()
    user = User.query.filter_by(email=email).first()
    if user:
        code = make_reset_code()
        expires = datetime.utcnow() + timedelta(minutes=30)
        db.session.add(ResetCode(user_id=user.id, code=code, expires=expires))
        db.session.commit()
        send_reset_mail(user.email, code)
    return jsonify({"status": "sent"})
