import os
import zoneinfo

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

VALID_ZONES = zoneinfo.available_timezones()


async def set_timezone(request: Request):
    form = await request.form()
    tz = str(form.get("tz", "UTC"))
    if tz not in VALID_ZONES:
        return JSONResponse({"error": "unknown time zone"}, status_code=400)
    request.session["tz"] = tz
    return JSONResponse({"tz": tz})


app = Starlette(
    routes=[Route("/preferences/timezone", set_timezone, methods=["POST"])],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)],
)
