from flask import Flask, request
from markupsafe import escape

from .catalog import search_products

app = Flask(__name__)


@app.route("/search")
def search():
    term = request.args.get("q", "")
    products = search_products(term, limit=25)
    if products:
        items = "".join(f"<li>{escape(p.name)} &mdash; ${p.price:.2f}</li>" for p in products)
    else:
        items = "<li>No matches</li>"
    return f"<html><body><h1>Results for {term}</h1><ul>{items}</ul></body></html>"
