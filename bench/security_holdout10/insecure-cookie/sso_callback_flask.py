import secrets

from flask import Flask, request, jsonify, abort

app = Flask(__name__)
SESSIONS = {}
COOKIE_FLAGS = dict(secure=True, httponly=True, samesite="Strict")


def exchange_code(code):
    # the identity provider client lives in auth/idp.py
    from auth.idp import client
    return client.exchange(code)["sub"]


@app.route("/sso/callback")
def sso_callback():
    code = request.args.get("code")
    if not code:
        abort(400)
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = exchange_code(code)
    resp = jsonify(status="signed-in")
    resp.set_cookie("sid", sid, max_age=8 * 3600, **COOKIE_FLAGS)
    return resp
