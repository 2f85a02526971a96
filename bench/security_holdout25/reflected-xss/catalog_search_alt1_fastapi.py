from fastapi import FastAPI, Query, Request
from fastapi.responses import HTMLResponse, JSONResponse
from markupsafe import Markup, escape

app = FastAPI()

PRODUCTS = [
    {"sku": "KB-101", "name": "Mechanical keyboard", "price": 89.0},
    {"sku": "MS-220", "name": "Wireless mouse", "price": 29.5},
    {"sku": "MN-270", "name": "27-inch monitor", "price": 249.0},
]

LAYOUT = Markup(
    "<!doctype html><html><head><title>Catalog</title></head>"
    "<body>{header}<main>{content}</main></body></html>"
)


def product_rows(items):
    rows = Markup("")
    for item in items:
        rows += Markup("<tr><td>{}</td><td>{}</td><td>{:.2f}</td></tr>").format(
            item["sku"], item["name"], item["price"]
        )
    return Markup("<table>{}</table>").format(rows)


@app.get("/api/products")
def api_products():
    return JSONResponse(PRODUCTS)


@app.get("/catalog", response_class=HTMLResponse)
def catalog():
    header = Markup("<h1>All products</h1>")
    return LAYOUT.format(header=header, content=product_rows(PRODUCTS))


@app.get("/catalog/search", response_class=HTMLResponse)
def catalog_search(request: Request, q: str = Query("", max_length=200)):
    matches = [p for p in PRODUCTS if q.lower() in p["name"].lower()]
    sort = request.query_params.get("sort", "name")
    matches.sort(key=lambda p: p.get(sort, p["name"]))
    header = Markup(f"<h1>Results for &ldquo;{q}&rdquo;</h1><p>{len(matches)} found</p>")
    page = LAYOUT.format(header=header, content=product_rows(matches))
    return HTMLResponse(str(page))


@app.get("/catalog/{sku}", response_class=HTMLResponse)
def product_page(sku: str):
    item = next((p for p in PRODUCTS if p["sku"] == sku), None)
    if item is None:
        return HTMLResponse(f"<p>Unknown product {escape(sku)}</p>", status_code=404)
    header = Markup("<h1>{}</h1>").format(item["name"])
    return LAYOUT.format(header=header, content=product_rows([item]))
