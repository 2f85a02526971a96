import random
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_CODES = {}
CODE_TTL = 900


def send_reset_mail(email, code):
    app.logger.info("reset mail queued for %s", email)


@app.route("/password/forgot", methods=["POST"])
def request_password_reset():
    email = request.form.get("email", "").strip().lower()
    if not email:
        return jsonify({"error": "email required"}), 400
    alphabet = string.ascii_uppercase + string.digits
    code = "".join(random.choices(alphabet, k=8))
    RESET_CODES[email] = (code, time.time() + CODE_TTL)
    send_reset_mail(email, code)
    return jsonify({"status": "sent"})
