from flask import Flask, request

from .catalog import search_products

app = Flask(__name__)

RESULT_ROW = "<li><a href='/p/{slug}'>{name}</a> <span>{price}</span></li>"


def render_results(term: str, products: list[dict]) -> str:
    rows = "".join(RESULT_ROW.format_map(p) for p in products)
    if products:
        heading = f"<h2>Results for &ldquo;{term}&rdquo;</h2>"
    else:
        heading = f"<p>No products match <b>{term}</b>.</p>"
    return f"<html><body>{heading}<ul>{rows}</ul></body></html>"


@app.get("/search")
def search():
    term = request.args.get("q", "")
    return render_results(term, search_products(term, limit=20))
