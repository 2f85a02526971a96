import random
import time

from flask import Flask, jsonify, request

app = Flask(__name__)

RESET_CODES = {}
OUTBOX = []
CODE_TTL = 900


def deliver_reset_code(email, code):
    OUTBOX.append({"to": email, "subject": "Your reset code", "body": f"Code: {code}"})


@app.route("/password/forgot", methods=["POST"])
def request_password_reset():
    email = request.form.get("email", "").strip().lower()
    code = str(random.randint(100000, 999999))
    RESET_CODES[email] = (code, time.time() + CODE_TTL)
    deliver_reset_code(email, code)
    return jsonify({"status": "sent"})
