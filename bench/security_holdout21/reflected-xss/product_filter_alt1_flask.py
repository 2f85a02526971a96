import logging

from flask import Flask, render_template_string, request

from .inventory import InventoryService

app = Flask(__name__)
log = logging.getLogger("shop.filter")
inventory = InventoryService()

FILTER_PAGE = """<!doctype html>
<html><head><title>Products</title></head>
<body>
  <form method="get" action="/products">
    <input name="q" value="{{ query }}">
    <select name="color">
      {% for c in colors %}<option {% if c == color %}selected{% endif %}>{{ c }}</option>{% endfor %}
    </select>
    <button>Filter</button>
  </form>
  <p>{{ products|length }} products matching <strong>{{ query }}</strong></p>
  <ul>{% for p in products %}<li>{{ p.name }} - {{ "%.2f"|format(p.price) }}</li>{% endfor %}</ul>
</body></html>"""

COLORS = ["any", "black", "white", "red", "blue"]


def parse_price(value, default):
    try:
        return float(value)
    except (TypeError, ValueError):
        return default


@app.route("/products")
def products():
    query = request.args.get("q", "")
    color = request.args.get("color", "any")
    max_price = parse_price(request.args.get("max"), 10_000.0)
    items = inventory.search(query, color=None if color == "any" else color, max_price=max_price)
    log.debug("filter q=%r color=%s -> %d items", query, color, len(items))
    return render_template_string(FILTER_PAGE, query=query, color=color, colors=COLORS, products=items)


@app.route("/products/count")
def product_count():
    return {"count": inventory.count()}
