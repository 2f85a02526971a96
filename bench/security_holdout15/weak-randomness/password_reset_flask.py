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
    email = request.form.get("email", "").strip().lower()
    token = new_reset_token()
    RESET_TOKENS[token] = {"email": email, "expires": time.time() + 3600}
    link = f"https://accounts.example.com/password/reset?token={token}"
    app.logger.info("queued reset mail for %s", email)
    return jsonify({"sent": True, "preview": link if app.debug else None})
