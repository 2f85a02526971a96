from flask import Flask, request
from markupsafe import escape

from catalog.search import search_products

app = Flask(__name__)


@app.get("/search")
def search():
    query = request.args.get("q", "").strip()
    brands = request.args.getlist("brand")
    results = search_products(query, brands=brands, limit=40)

    heading = f"Results for &ldquo;{escape(query)}&rdquo;"
    chips = "".join(f'<span class="chip">{b}</span>' for b in brands)
    items = "".join(
        f'<li><a href="/p/{p.id}">{escape(p.name)}</a> &ndash; {p.price:.2f}</li>'
        for p in results
    )
    return (
        "<!doctype html><html><head><title>Search</title></head><body>"
        f"<h1>{heading}</h1>"
        f'<div class="filters">{chips}</div>'
        f"<ul>{items or '<li>No products found</li>'}</ul>"
        "</body></html>"
    )
