import html

from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

ARTICLES = ["Getting started", "Billing FAQ", "Resetting your device", "Shipping times"]


async def help_search(request):
    query = request.query_params.get("q", "")
    hits = [a for a in ARTICLES if query.lower() in a.lower()]
    items = "".join(f"<li>{html.escape(h)}</li>" for h in hits)
    heading = "<h2>%d results for \"%s\"</h2>" % (len(hits), html.escape(query, quote=True))
    return HTMLResponse(f"<html><body>{heading}<ul>{items}</ul></body></html>")


app = Starlette(routes=[Route("/help/search", help_search)])
