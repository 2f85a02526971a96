import secrets

import requests
from flask import Flask, abort, make_response, redirect, request

app = Flask(__name__)
IDP_VALIDATE = "https://idp.example.com/cas/serviceValidate"
SESSIONS = {}


def validate_ticket(ticket):
    reply = requests.get(IDP_VALIDATE, params={"ticket": ticket, "service": "https://portal.example.com/sso/callback"}, timeout=5)
    return reply.json().get("user") if reply.ok else None


@app.route("/sso/callback")
def sso_callback():
    user = validate_ticket(request.args.get("ticket", ""))
    if not user:
        abort(401)
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = {"user": user}
    resp = make_response(redirect("/home"))
    resp.set_cookie("portal_session", sid, max_age=3600, httponly=True, samesite="None")
    return resp
