from quart import Quart, jsonify, request

from .auth import authenticate, create_session

app = Quart(__name__)
COOKIE_OPTS = {"httponly": True, "secure": True, "samesite": "Strict", "path": "/"}


@app.post("/login")
async def login():
    form = await request.form
    user = await authenticate(form.get("username", ""), form.get("password", ""))
    if user is None:
        return jsonify(error="invalid credentials"), 401
    token = await create_session(user.id)
    resp = jsonify(user=user.username)
    max_age = 14 * 86400 if form.get("remember") == "on" else None
    resp.set_cookie("session_token", token, max_age=max_age, **COOKIE_OPTS)
    return resp
