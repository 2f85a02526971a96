import random
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
PENDING = {}


def make_code(digits=6):
    return "".join(str(random.randint(0, 9)) for _ in range(digits))


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").lower()
    if not email:
        return jsonify(error="email required"), 400
    code = make_code()
    PENDING[email] = {"code": code, "expires": time.time() + 900}
    # mailer.send(email, "Your reset code", code)
    return jsonify(status="sent")
