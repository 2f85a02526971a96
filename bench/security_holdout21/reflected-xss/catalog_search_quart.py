import logging

from markupsafe import escape
from quart import Quart, render_template_string, request

from .catalog import CatalogClient

app = Quart(__name__)
log = logging.getLogger("shop.search")
catalog = CatalogClient(base_url="http://catalog.internal:8000")

PAGE_HEAD = """<!doctype html>
<html><head><title>Search</title><link rel="stylesheet" href="/static/shop.css"></head>
<body><main>"""

RESULTS_BLOCK = """
<ul class="results">
{% for item in results %}
  <li><a href="/products/{{ item.slug }}">{{ item.name }}</a> <span>{{ item.price }}</span></li>
{% else %}
  <li class="empty">No products matched.</li>
{% endfor %}
</ul>
</main></body></html>"""


@app.before_serving
async def startup():
    await catalog.connect()


@app.after_serving
async def shutdown():
    await catalog.close()


@app.route("/search")
async def search():
    term = request.args.get("q", "").strip()
    category = escape(request.args.get("category", "all"))
    page = request.args.get("page", 1, type=int)
    try:
        results = await catalog.search(term, category=str(category), page=page)
    except Exception:
        log.exception("catalog search failed for %r", term)
        results = []
    heading = f"<h1>Results for “{term}” in {category}</h1>"
    return await render_template_string(PAGE_HEAD + heading + RESULTS_BLOCK, results=results)


@app.route("/health")
async def health():
    return {"status": "up"}
