import hashlib
import hmac
import os
import secrets

from flask import Flask, abort, redirect, request

app = Flask(__name__)

IDP_SHARED_KEY = os.environ.get("IDP_SHARED_KEY", "").encode()
SSO_SESSIONS = {}


def exchange_assertion(assertion):
    subject, _, signature = assertion.rpartition(".")
    if not subject or not IDP_SHARED_KEY:
        return None
    expected = hmac.new(IDP_SHARED_KEY, subject.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        return None
    return {"subject": subject}


@app.route("/sso/callback", methods=["POST"])
def sso_callback():
    identity = exchange_assertion(request.form.get("assertion", ""))
    if identity is None:
        abort(401)
    token = secrets.token_urlsafe(32)
    SSO_SESSIONS[token] = identity["subject"]
    resp = redirect("/app")
    resp.set_cookie(
        "sso_token",
        token,
        max_age=3600,
        secure=True,
        httponly=True,
        samesite="Strict",
    )
    return resp
