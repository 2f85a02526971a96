import random
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_TOKENS = {}
ALPHABET = string.ascii_letters + string.digits
TOKEN_TTL = 3600


def make_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").lower()
    if not email:
        return jsonify(error="email required"), 400
    token = make_reset_token()
    RESET_TOKENS[token] = {"email": email, "expires": time.time() + TOKEN_TTL}
    app.logger.info("reset link queued for %s", email)
    return jsonify(status="sent")
