import secrets
import time

from flask import Flask, jsonify, request, url_for

app = Flask(__name__)
VERIFICATION_TOKENS = {}


@app.route("/signup/verify-email", methods=["POST"])
def start_email_verification():
    email = (request.get_json(silent=True) or {}).get("email", "").strip().lower()
    if not email or "@" not in email:
        return jsonify({"error": "invalid email"}), 400
    token = secrets.token_urlsafe(32)
    VERIFICATION_TOKENS[token] = {"email": email, "expires": time.time() + 86400}
    link = url_for("confirm_email", token=token, _external=True)
    app.logger.info("verification link generated (%d chars)", len(link))
    return jsonify({"status": "sent"})


@app.route("/signup/confirm/<token>")
def confirm_email(token):
    entry = VERIFICATION_TOKENS.pop(token, None)
    if entry is None or entry["expires"] < time.time():
        return jsonify({"error": "invalid or expired"}), 400
    return jsonify({"verified": entry["email"]})
