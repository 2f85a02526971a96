import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

STEPS = ["account", "billing", "confirm"]


async def start(request):
    request.session.clear()
    request.session["step"] = 0
    return RedirectResponse("/wizard/account", status_code=303)


async def status(request):
    step = request.session.get("step", 0)
    return JSONResponse({"step": STEPS[step], "data": request.session.get("data", {})})


async def submit_step(request):
    name = request.path_params["name"]
    if name not in STEPS:
        return JSONResponse({"error": "unknown step"}, status_code=404)
    form = await request.form()
    data = request.session.get("data", {})
    data[name] = {key: value for key, value in form.items()}
    request.session["data"] = data
    request.session["step"] = min(STEPS.index(name) + 1, len(STEPS) - 1)
    next_step = STEPS[request.session["step"]]
    return RedirectResponse(f"/wizard/{next_step}", status_code=303)


async def finish(request):
    data = request.session.get("data", {})
    missing = [s for s in STEPS[:-1] if s not in data]
    if missing:
        return JSONResponse({"error": "incomplete", "missing": missing}, status_code=400)
    request.session.clear()
    return JSONResponse({"created": True})


routes = [
    Route("/wizard", start),
    Route("/wizard/status", status),
    Route("/wizard/finish", finish, methods=["POST"]),
    Route("/wizard/{name}", submit_step, methods=["POST"]),
]

app = Starlette(
    routes=routes,
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)],
)
