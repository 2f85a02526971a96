import secrets
import time

from flask import Flask, jsonify, request, url_for

app = Flask(__name__)

PENDING_VERIFICATIONS = {}
OUTBOX = []
TOKEN_TTL = 86400


@app.route("/signup/verify-email", methods=["POST"])
def send_verification_email():
    email = request.form.get("email", "").strip().lower()
    token = secrets.token_urlsafe(32)
    PENDING_VERIFICATIONS[token] = (email, time.time() + TOKEN_TTL)
    link = url_for("confirm_email", token=token, _external=True)
    OUTBOX.append({"to": email, "subject": "Confirm your address", "body": link})
    return jsonify({"status": "sent"})


@app.route("/signup/confirm/<token>")
def confirm_email(token):
    entry = PENDING_VERIFICATIONS.pop(token, None)
    if entry is None or entry[1] < time.time():
        return jsonify({"error": "invalid or expired link"}), 400
    return jsonify({"verified": entry[0]})
