import secrets
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

from .mail import send_login_code
from .models import LoginCode, User, db

app = Flask(__name__)
CODE_DIGITS = 6


def make_login_code(digits=CODE_DIGITS):
    return f"{secrets.randbelow(10 ** digits):0{digits}d}"


@app.post("/auth/email-code")
def request_login_code():
    email = (request.get_json(silent=True) or {}).get("email", "").strip().lower()
    user = User.query.filter_by(email=email, active=True).first()
    if user is not None:
        code = make_login_code()
        expires = datetime.now(timezone.utc) + timedelta(minutes=10)
        db.session.add(LoginCode(user_id=user.id, code=code, expires_at=expires, attempts=0))
        db.session.commit()
        send_login_code(user.email, code)
    return jsonify(status="sent"), 202
