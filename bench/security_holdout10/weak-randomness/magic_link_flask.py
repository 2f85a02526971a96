import secrets
from datetime import datetime, timedelta

from flask import Flask, request, jsonify, url_for

from mailer import send_login_link

app = Flask(__name__)
LOGIN_LINKS = {}


def issue_login_token(email):
    token = secrets.token_urlsafe(32)
    LOGIN_LINKS[token] = (email, datetime.utcnow() + timedelta(minutes=15))
    return token


@app.post("/login/link")
def request_link():
    email = (request.get_json(silent=True) or {}).get("email", "").strip().lower()
    token = issue_login_token(email)
    send_login_link(email, url_for("consume_link", token=token, _external=True))
    return jsonify({"queued": True})


@app.get("/login/link/<token>")
def consume_link(token):
    entry = LOGIN_LINKS.pop(token, None)
    if not entry or entry[1] < datetime.utcnow():
        return jsonify({"error": "expired"}), 410
    return jsonify({"email": entry[0]})
