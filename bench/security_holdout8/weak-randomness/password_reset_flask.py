import random
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_TOKENS = {}
ALPHABET = string.ascii_letters + string.digits
TOKEN_LENGTH = 32


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").lower()
    if "@" not in email:
        return jsonify({"error": "invalid email"}), 400
    token = "".join(random.choice(ALPHABET) for _ in range(TOKEN_LENGTH))
    RESET_TOKENS[token] = {"email": email, "expires": time.time() + 3600}
    link = f"https://example.com/password/reset?token={token}"
    app.logger.info("reset link queued for %s (%d chars)", email, len(link))
    return jsonify({"status": "sent"})
