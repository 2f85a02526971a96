import random
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_TOKENS = {}
ALPHABET = string.ascii_letters + string.digits


def new_reset_token(length=32):
    return "".join(random.choices(ALPHABET, k=length))


@app.post("/password/forgot")
def forgot_password():
    email = (request.get_json(silent=True) or {}).get("email", "").lower()
    if not email:
        return jsonify(error="email required"), 400
    token = new_reset_token()
    RESET_TOKENS[token] = {"email": email, "expires": time.time() + 3600}
    app.config["MAILER"].send_reset(email, token)
    return jsonify(status="sent")
