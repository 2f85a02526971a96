import random
from datetime import datetime, timedelta

from flask import Flask, jsonify, request

from myapp.mail import send_reset_email
from myapp.models import User, db

app = Flask(__name__)


@app.post("/password/forgot")
def forgot_password():
    user = User.query.filter_by(email=request.form["email"].lower()).first()
    if user is not None:
        user.reset_code = str(random.randint(100000, 999999))
        user.reset_expires = datetime.utcnow() + timedelta(minutes=15)
        db.session.commit()
        send_reset_email(user.email, user.reset_code)
    return jsonify(status="sent")
