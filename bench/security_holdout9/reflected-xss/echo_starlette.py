from markupsafe import escape
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route


async def preview(request):
    message = request.query_params.get("msg", "")
    color = request.query_params.get("color", "black")
    if color not in ("black", "red", "green"):
        color = "black"
    body = '<div style="color:%s">%s</div>' % (color, escape(message))
    return HTMLResponse(body)


app = Starlette(routes=[Route("/preview", preview)])
