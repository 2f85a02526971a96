import random
import string
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

from app.mail import send_mail
from app.models import ResetCode, User, db

app = Flask(__name__)
CODE_TTL = timedelta(minutes=15)


@app.post("/account/reset/request")
def request_reset():
    email = (request.values.get("email") or "").strip().lower()
    if not email:
        return jsonify({"error": "email is required"}), 400

    user = User.query.filter_by(email=email).first()
    if user is not None:
        ResetCode.query.filter_by(user_id=user.id).delete()
        code = "".join(random.choices(string.digits, k=6))
        db.session.add(ResetCode(
            user_id=user.id,
            code=code,
            expires_at=datetime.now(timezone.utc) + CODE_TTL,
        ))
        db.session.commit()
        send_mail(
            to=user.email,
            subject="Your password reset code",
            body=f"Use {code} to reset your password. It expires in 15 minutes.",
        )
    return jsonify({"status": "if the address is registered, a code has been sent"}), 202
