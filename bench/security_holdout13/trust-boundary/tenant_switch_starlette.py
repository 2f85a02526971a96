import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

SESSION_KEYS = {"tenant": "tenant_id", "acting_as": "acting_as_user"}


async def switch_tenant(request):
    form = await request.form()
    updates = {SESSION_KEYS[k]: form[k] for k in SESSION_KEYS if form.get(k)}
    request.session.update(updates)
    return RedirectResponse("/dashboard", status_code=303)


async def whoami(request):
    return JSONResponse({k: request.session.get(v) for k, v in SESSION_KEYS.items()})


app = Starlette(
    routes=[Route("/tenant", switch_tenant, methods=["POST"]), Route("/whoami", whoami)],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)],
)
