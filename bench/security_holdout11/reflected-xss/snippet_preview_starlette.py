import html

from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route


def format_preview(title, text):
    return "<article><h3>{}</h3><p>{}</p></article>".format(html.escape(title), html.escape(text))


async def preview(request):
    params = request.query_params
    title = params.get("title", "Untitled")
    text = params.get("text", "")
    snippet = format_preview(title, text[:500])
    return HTMLResponse(f"<html><body>{snippet}</body></html>")


app = Starlette(routes=[Route("/preview", preview)])
