import random
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_CODES = {}
CODE_TTL = 900


def send_reset_email(address, code):
    app.logger.info("reset code queued for %s", address)


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").strip().lower()
    if "@" not in email:
        return jsonify(error="invalid email"), 400
    code = str(random.randint(100000, 999999))
    RESET_CODES[email] = {"code": code, "expires": time.time() + CODE_TTL}
    send_reset_email(email, code)
    return jsonify(status="sent")
