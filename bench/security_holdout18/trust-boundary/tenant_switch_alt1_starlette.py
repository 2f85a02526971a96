import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

MEMBERSHIPS = {"u-100": {"acme", "initech"}, "u-200": {"globex"}}


async def switch_tenant(request):
    user_id = request.session.get("user_id")
    if user_id is None:
        return JSONResponse({"error": "login required"}, status_code=401)
    form = await request.form()
    tenant = str(form.get("tenant", "")).strip().lower()
    if tenant not in MEMBERSHIPS.get(user_id, set()):
        return JSONResponse({"error": "not a member of that tenant"}, status_code=403)
    request.session["tenant"] = tenant
    return RedirectResponse("/dashboard", status_code=303)


app = Starlette(
    routes=[Route("/tenant", switch_tenant, methods=["POST"])],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_KEY"], https_only=True)],
)
