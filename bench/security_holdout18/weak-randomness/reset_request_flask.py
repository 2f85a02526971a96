import secrets
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

app = Flask(__name__)
RESET_TOKENS = {}
TOKEN_TTL = timedelta(minutes=30)


@app.post("/account/reset-request")
def reset_request():
    email = request.form.get("email", "").strip().lower()
    if "@" not in email:
        return jsonify(error="invalid email"), 400
    token = secrets.token_urlsafe(32)
    RESET_TOKENS[token] = {"email": email, "expires": datetime.now(timezone.utc) + TOKEN_TTL}
    deliver(email, f"https://app.example.com/reset/{token}")
    return jsonify(status="sent")


def deliver(address, link):
    app.logger.info("reset link queued for %s", address)
