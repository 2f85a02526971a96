import secrets

from flask import Flask, abort, make_response, redirect, request

app = Flask(__name__)
PENDING_TICKETS = {}
ACTIVE_SESSIONS = {}


@app.route("/sso/callback")
def sso_callback():
    ticket = request.args.get("ticket", "")
    user_id = PENDING_TICKETS.pop(ticket, None)
    if user_id is None:
        abort(403)
    session_id = secrets.token_hex(32)
    ACTIVE_SESSIONS[session_id] = user_id
    resp = make_response(redirect("/dashboard"))
    resp.set_cookie("sid", session_id, secure=True, httponly=True, samesite="Lax", max_age=3600)
    return resp
