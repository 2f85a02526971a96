import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route


async def switch_account(request):
    data = await request.form()
    target = data.get("account_id")
    ctx = {"account": target, "via": "switcher"}
    if ctx["account"]:
        request.session["active_account_id"] = ctx["account"]
    return RedirectResponse("/home", status_code=303)


async def home(request):
    return JSONResponse({"account": request.session.get("active_account_id")})


app = Starlette(
    routes=[Route("/switch", switch_account, methods=["POST"]), Route("/home", home)],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"])],
)
