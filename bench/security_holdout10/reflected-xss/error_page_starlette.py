import html

from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route


def render_error(code, detail):
    return (
        "<html><body><h1>Error %d</h1><p>%s</p></body></html>"
        % (code, html.escape(detail, quote=True))
    )


async def lookup(request):
    sku = request.query_params.get("sku", "")
    if not sku.isalnum():
        page = render_error(400, "Invalid SKU: " + sku)
        return HTMLResponse(page, status_code=400)
    return HTMLResponse("<p>SKU %s is in stock.</p>" % html.escape(sku))


app = Starlette(routes=[Route("/stock", lookup)])
