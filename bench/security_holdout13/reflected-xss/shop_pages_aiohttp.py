import logging

from aiohttp import web

log = logging.getLogger("shop")
ROUTES = web.RouteTableDef()
CATALOG = {"sku-100": {"title": "Kettle", "price": 39.0}, "sku-200": {"title": "Toaster", "price": 54.5}}

PAGE = """<!doctype html>
<html><head><title>{title}</title></head>
<body><main>{content}</main></body></html>"""


def render_page(title, content, status=200):
    return web.Response(text=PAGE.format(title=title, content=content), content_type="text/html", status=status)


@ROUTES.get("/")
async def index(request):
    links = "".join(f'<li><a href="/item?sku={sku}">{item["title"]}</a></li>' for sku, item in CATALOG.items())
    return render_page("Catalog", f"<ul>{links}</ul>")


@ROUTES.get("/item")
async def item(request):
    sku = request.query.get("sku", "")
    product = CATALOG.get(sku)
    if product is None:
        log.info("unknown sku requested: %r", sku)
        return not_found(sku)
    return render_page(product["title"], f"<h1>{product['title']}</h1><p>{product['price']:.2f} EUR</p>")


@ROUTES.get("/health")
async def health(request):
    return web.json_response({"ok": True})


def not_found(sku):
    message = f"<h1>Not found</h1><p>The product <code>{sku}</code> does not exist.</p>"
    return render_page("Not found", message, status=404)


def create_app():
    app = web.Application()
    app.add_routes(ROUTES)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
