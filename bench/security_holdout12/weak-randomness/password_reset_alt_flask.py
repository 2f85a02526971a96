import random
import string
import time

from flask import Flask, jsonify, request

from mailer import send_reset_mail

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


def make_token(length=32):
    chars = []
    for _ in range(length):
        chars.append(random.choice(ALPHABET))
    return "".join(chars)


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").strip().lower()
    token = make_token()
    RESET_TOKENS[token] = {"email": email, "expires": time.time() + 3600}
    send_reset_mail(email, "https://example.com/password/reset?token=" + token)
    return jsonify({"status": "sent"})
