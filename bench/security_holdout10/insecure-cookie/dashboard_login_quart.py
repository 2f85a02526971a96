import logging
import secrets
from datetime import timedelta

from quart import Quart, jsonify, make_response, redirect, request
from werkzeug.security import check_password_hash

from .users import find_user

log = logging.getLogger("dashboard")
app = Quart(__name__)

SESSION_LIFETIME = timedelta(hours=12)
ACTIVE = {}


class CookiePolicy:
    name = "__Host-dash"

    def __init__(self, lifetime):
        self.lifetime = lifetime

    def options(self):
        return {
            "max_age": int(self.lifetime.total_seconds()),
            "secure": True,
            "httponly": True,
            "samesite": "Strict",
            "path": "/",
        }


policy = CookiePolicy(SESSION_LIFETIME)


@app.get("/health")
async def health():
    return jsonify(status="ok", sessions=len(ACTIVE))


@app.post("/login")
async def login():
    form = await request.form
    user = await find_user(form.get("email", ""))
    if user is None or not check_password_hash(user.password_hash, form.get("password", "")):
        log.warning("failed login for %s", form.get("email"))
        return jsonify(error="invalid credentials"), 401
    token = secrets.token_urlsafe(32)
    ACTIVE[token] = user.id
    response = await make_response(redirect("/dashboard"))
    response.set_cookie(policy.name, token, **policy.options())
    return response


@app.post("/logout")
async def logout():
    token = request.cookies.get(policy.name)
    ACTIVE.pop(token, None)
    response = await make_response(redirect("/"))
    response.delete_cookie(policy.name, path="/")
    return response


@app.get("/dashboard")
async def dashboard():
    user_id = ACTIVE.get(request.cookies.get(policy.name))
    if user_id is None:
        return redirect("/")
    return jsonify(user_id=user_id, widgets=["usage", "billing"])
