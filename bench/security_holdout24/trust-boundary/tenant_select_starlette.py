from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

from billing.db import fetch_tenant_ids_for_user


async def select_tenant(request):
    user_id = request.session.get("user_id")
    if user_id is None:
        return RedirectResponse("/login", status_code=303)
    form = await request.form()
    try:
        tenant_id = int(form.get("tenant_id", ""))
    except ValueError:
        return JSONResponse({"error": "tenant_id must be numeric"}, status_code=400)
    allowed = await fetch_tenant_ids_for_user(user_id)
    if tenant_id not in allowed:
        return JSONResponse({"error": "not a member of that organisation"}, status_code=403)
    request.session["tenant_id"] = tenant_id
    return RedirectResponse("/tenant", status_code=303)


app = Starlette(
    routes=[Route("/tenant/select", select_tenant, methods=["POST"])],
    middleware=[Middleware(SessionMiddleware, secret_key="replace-with-env-value")],
)
