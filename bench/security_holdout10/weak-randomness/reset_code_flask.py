import random
import time
from flask import Flask, request, jsonify

from mailer import send_reset_code

app = Flask(__name__)
PENDING_RESETS = {}


def make_code(length=6):
    digits = [str(random.randint(0, 9)) for _ in range(length)]
    return "".join(digits)


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").lower()
    code = make_code()
    PENDING_RESETS[email] = {"code": code, "expires": time.time() + 900}
    send_reset_code(email, code)
    return jsonify({"sent": True})
