import secrets
from datetime import datetime, timedelta

from flask import Flask, jsonify, request

from myapp.models import User, db
from myapp.sms import send_sms

app = Flask(__name__)


@app.post("/login/otp")
def request_login_otp():
    user = User.query.filter_by(phone=request.form["phone"]).first()
    if user is not None:
        user.otp_code = str(secrets.randbelow(900000) + 100000)
        user.otp_expires = datetime.utcnow() + timedelta(minutes=5)
        db.session.commit()
        send_sms(user.phone, f"Your sign-in code is {user.otp_code}")
    return jsonify(status="sent")
