import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route


async def preview_as(request):
    form = await request.form()
    wanted = form.get("role", "member")
    request.session["role"] = wanted
    return RedirectResponse("/dashboard", status_code=303)


async def dashboard(request):
    role = request.session.get("role", "member")
    panels = ["overview", "billing", "users"] if role == "admin" else ["overview"]
    return JSONResponse({"role": role, "panels": panels})


app = Starlette(
    routes=[Route("/preview-as", preview_as, methods=["POST"]), Route("/dashboard", dashboard)],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"])],
)
