from sanic import Blueprint
from sanic.exceptions import Unauthorized
from sanic.response import json

from .security import issue_session, verify_password
from .users import find_user

bp = Blueprint("auth", url_prefix="/auth")

SESSION_SECONDS = 60 * 60 * 4


@bp.post("/login")
async def login(request):
    body = request.json or {}
    user = await find_user(request.app.ctx.db, body.get("email", ""))
    if user is None or not verify_password(body.get("password", ""), user.password_hash):
        raise Unauthorized("invalid email or password")

    token = await issue_session(request.app.ctx.redis, user.id, ttl=SESSION_SECONDS)
    response = json({"id": user.id, "email": user.email})
    response.add_cookie("auth", token, path="/", max_age=SESSION_SECONDS, secure=True, httponly=True, samesite="Strict")
    return response


@bp.post("/logout")
async def logout(request):
    token = request.cookies.get("auth")
    if token:
        await request.app.ctx.redis.delete(f"session:{token}")
    response = json({"logged_out": True})
    response.delete_cookie("auth", path="/")
    return response


@bp.get("/me")
async def me(request):
    token = request.cookies.get("auth")
    user_id = await request.app.ctx.redis.get(f"session:{token}") if token else None
    if user_id is None:
        raise Unauthorized("not signed in")
    user = await request.app.ctx.db.fetch_user(int(user_id))
    return json({"id": user.id, "email": user.email, "name": user.display_name})
