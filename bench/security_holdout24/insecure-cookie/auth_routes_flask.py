from datetime import timedelta

from flask import Flask, abort, jsonify, make_response, request

from .auth import authenticate, create_session, destroy_session, load_session

app = Flask(__name__)
SESSION_COOKIE = "sid"
SESSION_TTL = timedelta(hours=12)


@app.post("/login")
def login():
    data = request.get_json(silent=True) or {}
    user = authenticate(data.get("username", ""), data.get("password", ""))
    if user is None:
        abort(401)
    session_id = create_session(user.id, ttl=SESSION_TTL)
    response = make_response(jsonify({"user": user.username}))
    response.set_cookie(
        SESSION_COOKIE,
        session_id,
        max_age=int(SESSION_TTL.total_seconds()),
        path="/",
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    return response


@app.post("/logout")
def logout():
    session_id = request.cookies.get(SESSION_COOKIE)
    if session_id:
        destroy_session(session_id)
    response = make_response("", 204)
    response.delete_cookie(SESSION_COOKIE, path="/", secure=True, httponly=True, samesite="Lax")
    return response


@app.get("/me")
def me():
    session = load_session(request.cookies.get(SESSION_COOKIE, ""))
    if session is None:
        abort(401)
    return jsonify({"user_id": session.user_id, "expires": session.expires.isoformat()})


@app.get("/preferences")
def preferences():
    theme = request.cookies.get("theme", "light")
    if theme not in ("light", "dark"):
        theme = "light"
    response = make_response(jsonify({"theme": theme}))
    response.set_cookie("theme", theme, max_age=365 * 86400, samesite="Lax")
    return response
