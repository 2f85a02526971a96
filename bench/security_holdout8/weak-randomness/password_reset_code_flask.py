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
    code = "".join(str(random.randint(0, 9)) for _ in range(6))
    RESET_CODES[email] = {"code": code, "expires": time.time() + CODE_TTL}
    send_reset_email(email, code)
    return jsonify(status="sent")


@app.route("/password/verify", methods=["POST"])
def verify_code():
    email = request.form.get("email", "").strip().lower()
    entry = RESET_CODES.get(email)
    if entry is None or entry["expires"] < time.time():
        return jsonify(valid=False), 400
    return jsonify(valid=entry["code"] == request.form.get("code"))
