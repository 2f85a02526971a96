from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

PRODUCTS = ["Walnut desk", "Oak shelf", "Steel lamp", "Linen curtain"]


@app.route("/products")
def product_search():
    term = request.args.get("q", "")
    hits = [p for p in PRODUCTS if term.lower() in p.lower()]
    rows = "".join(f"<li>{escape(p)}</li>" for p in hits)
    return f"<h2>{len(hits)} products matching &quot;{escape(term)}&quot;</h2><ul>{rows}</ul>"
