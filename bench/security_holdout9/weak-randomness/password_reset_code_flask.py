import random
import time

from flask import Flask, jsonify, request
from flask_mail import Mail, Message

app = Flask(__name__)
mail = Mail(app)
PENDING = {}


def new_reset_code():
    return str(random.randint(100000, 999999))


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").lower()
    code = new_reset_code()
    PENDING[email] = (code, time.time() + 900)
    mail.send(Message("Your reset code", recipients=[email], body=f"Code: {code}"))
    return jsonify(sent=True)
