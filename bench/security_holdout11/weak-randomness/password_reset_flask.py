import random
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
PENDING_RESETS = {}


def make_code(length=6):
    digits = [str(random.randint(0, 9)) for _ in range(length)]
    return "".join(digits)


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").lower()
    if "@" not in email:
        return jsonify(error="invalid email"), 400
    code = make_code()
    PENDING_RESETS[email] = {"code": code, "expires": time.time() + 900}
    # delivery is handled by the mailer service
    return jsonify(sent=True)
