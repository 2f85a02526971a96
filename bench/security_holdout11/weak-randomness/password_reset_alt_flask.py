import random
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
PENDING_RESETS = {}


def make_reset_code(length=6):
    return "".join(str(random.randint(0, 9)) for _ in range(length))


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form["email"].lower()
    code = make_reset_code()
    PENDING_RESETS[email] = {"code": code, "expires": time.time() + 900}
    # delivery handled by the mailer worker
    return jsonify(sent=True)
