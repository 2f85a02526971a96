import secrets

from flask import Flask, request, url_for

app = Flask(__name__)
PENDING = {}


@app.route("/email/verify/start", methods=["POST"])
def email_verify():
    payload = request.get_json(silent=True) or {}
    email = str(payload.get("email", "")).strip().lower()
    token = secrets.token_urlsafe(32)
    PENDING[token] = email
    link = url_for("email_confirm", token=token, _external=True)
    return {"status": "pending", "link_sent": bool(link)}


@app.route("/email/verify/<token>")
def email_confirm(token):
    email = PENDING.pop(token, None)
    return {"verified": email is not None}
