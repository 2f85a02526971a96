import html

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route


async def welcome(request: Request) -> HTMLResponse:
    visitor = request.query_params.get("name", "friend")
    campaign = request.query_params.get("utm_campaign")
    lines = [f"<h1>Hi {html.escape(visitor)}!</h1>"]
    if campaign:
        lines.append(f"<p>You arrived via <em>{html.escape(campaign, quote=True)}</em>.</p>")
    return HTMLResponse("<main>" + "".join(lines) + "</main>")


app = Starlette(routes=[Route("/welcome", welcome)])
