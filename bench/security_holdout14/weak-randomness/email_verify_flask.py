import secrets
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
PENDING = {}


class VerificationTicket:
    ttl = 86400

    def __init__(self, email):
        self.email = email
        self.token = secrets.token_urlsafe(32)
        self.expires = time.time() + self.ttl


@app.post("/account/verify-email")
def request_verification():
    email = request.form.get("email", "").strip().lower()
    if "@" not in email:
        return jsonify(error="invalid email"), 400
    ticket = VerificationTicket(email)
    PENDING[ticket.token] = ticket
    app.config["MAILER"].send_link(email, f"https://accounts.example.com/confirm/{ticket.token}")
    return jsonify(status="queued")

