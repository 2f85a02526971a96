import random
import string
from datetime import datetime, timedelta

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_CODES = {}


def send_reset_email(address, code):
    app.logger.info("queued reset mail for %s", address)


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").strip().lower()
    code = "".join(random.choices(string.ascii_uppercase + string.digits, k=8))
    RESET_CODES[email] = (code, datetime.utcnow() + timedelta(minutes=30))
    send_reset_email(email, code)
    return jsonify(status="sent")
