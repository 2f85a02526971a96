import datetime
import hashlib
import secrets
from dataclasses import dataclass
from typing import Dict, Optional

from flask import Flask, jsonify, make_response, request

REMEMBER_COOKIE = "remember_token"
REMEMBER_DAYS = 30
COOKIE_OPTIONS = {
    "secure": True,
    "httponly": True,
    "samesite": "Lax",
    "path": "/",
}

app = Flask(__name__)


@dataclass
class RememberToken:
    user_id: int
    selector: str
    validator_hash: str
    expires: datetime.datetime


class RememberTokenStore:
    def __init__(self):
        self._tokens: Dict[str, RememberToken] = {}

    def issue(self, user_id: int) -> str:
        selector = secrets.token_hex(8)
        validator = secrets.token_urlsafe(32)
        self._tokens[selector] = RememberToken(
            user_id=user_id,
            selector=selector,
            validator_hash=hashlib.sha256(validator.encode()).hexdigest(),
            expires=datetime.datetime.utcnow() + datetime.timedelta(days=REMEMBER_DAYS),
        )
        return f"{selector}:{validator}"

    def lookup(self, value: str) -> Optional[RememberToken]:
        selector, _, validator = value.partition(":")
        token = self._tokens.get(selector)
        if token is None or token.expires < datetime.datetime.utcnow():
            return None
        if not secrets.compare_digest(
            token.validator_hash, hashlib.sha256(validator.encode()).hexdigest()
        ):
            return None
        return token


store = RememberTokenStore()


def check_credentials(email: str, password: str) -> Optional[int]:
    return 42 if email and password else None


@app.route("/login", methods=["POST"])
def remember_me_login():
    email = request.form.get("email", "")
    user_id = check_credentials(email, request.form.get("password", ""))
    if user_id is None:
        return jsonify({"error": "invalid credentials"}), 401
    resp = make_response(jsonify({"user_id": user_id}))
    if request.form.get("remember") == "on":
        resp.set_cookie(
            REMEMBER_COOKIE,
            store.issue(user_id),
            max_age=REMEMBER_DAYS * 86400,
            **COOKIE_OPTIONS,
        )
    return resp
