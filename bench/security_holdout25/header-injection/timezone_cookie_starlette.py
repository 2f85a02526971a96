from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route

DEFAULT_TZ = "UTC"


async def set_timezone(request):
    values = request.query_params.getlist("tz")
    tz = values[-1].strip() if values else DEFAULT_TZ
    if len(tz) > 64:
        tz = DEFAULT_TZ
    response = PlainTextResponse("timezone saved")
    response.headers["Cache-Control"] = "no-store"
    response.headers["Set-Cookie"] = f"tz={tz}; Path=/; Max-Age=2592000; SameSite=Lax; Secure"
    return response


app = Starlette(routes=[Route("/prefs/timezone", set_timezone, methods=["GET", "POST"])])
