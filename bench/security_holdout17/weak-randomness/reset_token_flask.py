import random
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_TOKENS = {}
ALPHABET = string.ascii_letters + string.digits


@app.post("/password/reset-request")
def request_reset():
    email = (request.get_json(silent=True) or {}).get("email", "").lower()
    token = "".join(random.choice(ALPHABET) for _ in range(24))
    RESET_TOKENS[token] = {"email": email, "expires": time.time() + 3600}
    _queue_mail(email, f"https://example.com/reset?token={token}")
    return jsonify(status="sent")


def _queue_mail(address, link):
    app.logger.info("reset link for %s queued", address)
