import secrets
import time

from bottle import post, request

RESET_TOKENS = {}


@post("/account/reset")
def request_reset():
    username = request.forms.get("username", "").strip()
    if not username:
        return {"error": "username required"}
    token = secrets.token_urlsafe(32)
    RESET_TOKENS[token] = (username, time.time() + 1800)
    link = "https://example.com/account/reset/confirm?token=" + token
    # queue_email(username, link)
    return {"status": "queued", "expires_in": 1800}
