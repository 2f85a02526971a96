import logging
import os
import secrets
from dataclasses import dataclass

from sanic import Sanic, response
from sanic.exceptions import Unauthorized

from portal.directory import check_credentials

log = logging.getLogger("portal")
app = Sanic("portal")


@dataclass(frozen=True)
class CookiePolicy:
    name: str = "portal_session"
    max_age: int = 8 * 3600
    domain: str = os.environ.get("COOKIE_DOMAIN", "portal.example.com")
    secure: bool = True
    httponly: bool = True
    samesite: str = "Lax"


POLICY = CookiePolicy()
SESSIONS = {}


def issue_session(username):
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = {"user": username}
    return sid


@app.get("/status")
async def status(request):
    return response.json({"sessions": len(SESSIONS)})


@app.post("/login")
async def login(request):
    form = request.form
    username = form.get("username", "")
    if not await check_credentials(username, form.get("password", "")):
        raise Unauthorized("invalid credentials")
    sid = issue_session(username)
    resp = response.json({"user": username})
    resp.add_cookie(
        POLICY.name,
        sid,
        max_age=POLICY.max_age,
        domain=POLICY.domain,
        secure=POLICY.secure,
        httponly=POLICY.httponly,
        samesite=POLICY.samesite,
    )
    log.info("session issued for %s", username)
    return resp


@app.post("/logout")
async def logout(request):
    sid = request.cookies.get(POLICY.name)
    SESSIONS.pop(sid, None)
    resp = response.json({"ok": True})
    resp.delete_cookie(POLICY.name, domain=POLICY.domain)
    return resp
