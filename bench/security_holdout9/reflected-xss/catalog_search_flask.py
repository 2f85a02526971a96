import logging
from dataclasses import dataclass
from typing import List

from flask import Blueprint, Flask, render_template_string, request

log = logging.getLogger(__name__)
bp = Blueprint("catalog", __name__)

RESULTS_TEMPLATE = """
<!doctype html>
<html>
  <head><title>Search</title></head>
  <body>
    <form action="/catalog/search"><input name="q" value="{{ query }}"></form>
    <h2>Results for "{{ query }}"</h2>
    <ul>
    {% for item in items %}
      <li>{{ item.name }} &mdash; {{ "%.2f"|format(item.price) }}</li>
    {% else %}
      <li>No matches.</li>
    {% endfor %}
    </ul>
  </body>
</html>
"""


@dataclass
class Item:
    name: str
    price: float


INVENTORY: List[Item] = [
    Item("Desk lamp", 24.5),
    Item("Office chair", 149.0),
    Item("Standing desk", 399.99),
]


def find_items(query: str) -> List[Item]:
    q = query.lower()
    return [i for i in INVENTORY if q in i.name.lower()]


@bp.route("/catalog/search")
def search():
    query = request.args.get("q", "")
    items = find_items(query) if query else []
    log.info("catalog search returned %d items", len(items))
    return render_template_string(RESULTS_TEMPLATE, query=query, items=items)


@bp.route("/catalog/count")
def count():
    return {"count": len(INVENTORY)}


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
