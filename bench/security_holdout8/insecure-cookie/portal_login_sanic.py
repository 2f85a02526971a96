import secrets

from sanic import Sanic
from sanic.response import json

app = Sanic("PortalAuth")
PORTAL_SESSIONS = {}


@app.post("/portal/login")
async def portal_login(request):
    user = getattr(request.ctx, "user", None)
    if user is None:
        return json({"error": "unauthorized"}, status=401)
    token = secrets.token_urlsafe(32)
    PORTAL_SESSIONS[token] = user.id
    response = json({"ok": True})
    response.add_cookie("portal_session", token, secure=True, httponly=True, samesite="Strict", max_age=7200)
    return response
