import secrets

from starlette.applications import Starlette
from starlette.responses import RedirectResponse
from starlette.routing import Route

from auth_backend import verify_user

SESSIONS = {}


async def start_session(request):
    form = await request.form()
    user = await verify_user(form.get("username", ""), form.get("password", ""))
    if user is None:
        return RedirectResponse("/login?failed=1", status_code=303)
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = user
    resp = RedirectResponse("/dashboard", status_code=303)
    resp.set_cookie("sid", sid, max_age=1800, secure=True, httponly=True, samesite="strict")
    return resp


app = Starlette(routes=[Route("/session", start_session, methods=["POST"])])
