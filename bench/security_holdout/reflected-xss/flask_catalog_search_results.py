from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

PRODUCTS = ["kettle", "toaster", "blender", "stand mixer", "coffee grinder"]


@app.route("/catalog/search")
def catalog_search():
    term = request.args.get("q", "")
    hits = [p for p in PRODUCTS if term.lower() in p]
    rows = "".join(f"<li>{escape(h)}</li>" for h in hits)
    return f"<h2>Results for {escape(term)}</h2><ul>{rows}</ul>"
