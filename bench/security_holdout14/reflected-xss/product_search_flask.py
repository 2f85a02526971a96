from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

CATALOG = ["red mug", "blue mug", "green teapot", "espresso cup"]


def summarize(term, hits):
    if not hits:
        return f"<p>No products match <em>{escape(term)}</em>.</p>"
    items = "".join(f"<li>{escape(h)}</li>" for h in hits)
    return f"<p>{len(hits)} results for <em>{escape(term)}</em></p><ul>{items}</ul>"


@app.get("/products/search")
def product_search():
    term = request.args.get("q", "").strip()
    hits = [p for p in CATALOG if term.lower() in p.lower()]
    html = summarize(term, hits)
    return html, 200, {"Content-Type": "text/html; charset=utf-8"}
