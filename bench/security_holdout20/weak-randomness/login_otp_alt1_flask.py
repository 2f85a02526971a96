import secrets
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

from app.models import LoginCode, User, db
from app.sms import send_sms

app = Flask(__name__)
CODE_TTL = timedelta(minutes=5)


@app.post("/login/code")
def send_login_code():
    phone = (request.values.get("phone") or "").replace(" ", "")
    if not phone.startswith("+") or not phone[1:].isdigit():
        return jsonify({"error": "phone must be in international format"}), 400

    user = User.query.filter_by(phone=phone, active=True).first()
    if user is not None:
        LoginCode.query.filter_by(user_id=user.id).delete()
        code = f"{secrets.randbelow(1_000_000):06d}"
        db.session.add(LoginCode(
            user_id=user.id,
            code=code,
            expires_at=datetime.now(timezone.utc) + CODE_TTL,
        ))
        db.session.commit()
        send_sms(phone, f"Your sign-in code is {code}. It expires in 5 minutes.")
    return jsonify({"status": "if the number is registered, a code has been sent"}), 202
