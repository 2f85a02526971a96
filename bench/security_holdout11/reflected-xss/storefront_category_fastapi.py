import logging
from typing import Optional

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse

log = logging.getLogger("storefront")
app = FastAPI()

CATALOG = {
    "tea": [{"sku": "T-100", "name": "Green tea", "price": 4.5}],
    "coffee": [{"sku": "C-200", "name": "Espresso beans", "price": 11.0}],
}

PAGE = """<!doctype html>
<html><head><title>{title}</title></head>
<body>
<header><a href="/">Shop</a></header>
<main>{body}</main>
</body></html>"""


def render_page(title: str, body: str) -> str:
    return PAGE.format(title=title, body=body)


def product_rows(items):
    return "".join(
        f"<tr><td>{i['sku']}</td><td>{i['name']}</td><td>{i['price']:.2f}</td></tr>" for i in items
    )


@app.get("/api/categories")
def categories():
    return JSONResponse(sorted(CATALOG))


@app.get("/category", response_class=HTMLResponse)
def category_page(request: Request, name: Optional[str] = None, ref: Optional[str] = None):
    items = CATALOG.get(name or "", [])
    if not items:
        log.info("unknown category requested: %s", name)
        body = f"<p>Sorry, we have nothing in <b>{name}</b> yet.</p>"
    else:
        body = "<table>" + product_rows(items) + "</table>"
    if ref:
        body += f'<p><a href="{ref}">Back to where you were</a></p>'
    return HTMLResponse(render_page("Category", body))
