from flask import Blueprint, current_app, render_template_string, request

from .catalog import suggest_products

search_bp = Blueprint("search", __name__, url_prefix="/search")

MAX_SUGGESTIONS = 8

LAYOUT_HEAD = """
<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Search</title>
<link rel="stylesheet" href="{{ url_for('static', filename='search.css') }}"></head>
<body>
"""

RESULTS_BLOCK = """
<ul class="suggestions">
{% for p in products %}
  <li><a href="{{ url_for('catalog.product', slug=p.slug) }}">{{ p.name }}</a>
      <span class="price">{{ p.price }}</span></li>
{% else %}
  <li class="empty">No matches.</li>
{% endfor %}
</ul>
</body></html>
"""


@search_bp.get("/suggest")
def suggest():
    term = request.args.get("q", "").strip()
    category = request.args.get("category", "all")
    if len(term) > 200:
        term = term[:200]

    products = suggest_products(term, category=category, limit=MAX_SUGGESTIONS) if term else []
    current_app.logger.debug("suggest %r in %s -> %d hits", term, category, len(products))

    heading = f"<h2>Suggestions for “{term}” in {{{{ category }}}}</h2>"
    return render_template_string(LAYOUT_HEAD + heading + RESULTS_BLOCK, products=products, category=category)


@search_bp.get("/recent")
def recent():
    items = request.cookies.get("recent_searches", "").split("|")[-5:]
    return {"recent": [i for i in items if i]}
