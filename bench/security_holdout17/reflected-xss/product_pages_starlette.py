from starlette.applications import Starlette
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route

PRODUCTS = {"p100": "Desk", "p200": "Chair", "p300": "Shelf"}

LAYOUT = """<!doctype html>
<html><head><title>{title}</title></head>
<body><main>{content}</main></body></html>"""


async def homepage(request):
    links = "".join(f'<li><a href="/products/{k}">{v}</a></li>' for k, v in PRODUCTS.items())
    return HTMLResponse(render_page("Shop", f"<ul>{links}</ul>"))


async def product(request):
    sku = request.path_params["sku"]
    if sku in PRODUCTS:
        return HTMLResponse(render_page(PRODUCTS[sku], f"<h1>{PRODUCTS[sku]}</h1>"))
    return not_found(sku)


async def api_product(request):
    sku = request.path_params["sku"]
    return JSONResponse({"sku": sku, "name": PRODUCTS.get(sku)})


def not_found(sku):
    message = build_message(sku)
    return HTMLResponse(render_page("Not found", message), status_code=404)


def build_message(sku):
    return "<p>No product matches <code>" + sku + "</code>.</p>"


def render_page(title, content):
    return LAYOUT.format(title=title, content=content)


routes = [
    Route("/", homepage),
    Route("/products/{sku}", product),
    Route("/api/products/{sku}", api_product),
]

app = Starlette(routes=routes)
