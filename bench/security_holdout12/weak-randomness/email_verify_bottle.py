import secrets
import time

from bottle import abort, post, request

from mailer import send_verification_mail

PENDING = {}


def verification_link(email):
    token = secrets.token_urlsafe(32)
    PENDING[token] = (email, time.time() + 86400)
    return "https://example.com/verify?token=%s" % token


@post("/signup/verify")
def request_verification():
    email = request.forms.get("email", "").strip().lower()
    if "@" not in email:
        abort(400, "invalid email")
    send_verification_mail(email, verification_link(email))
    return {"status": "sent"}
