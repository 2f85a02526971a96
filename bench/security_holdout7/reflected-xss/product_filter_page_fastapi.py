from dataclasses import dataclass
from typing import List, Optional

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse
from jinja2 import DictLoader, Environment

TEMPLATES = {
    "filter.html": (
        "<h1>Products</h1>"
        "{% if term %}<p>Showing results for <em>{{ term }}</em>"
        "{% if color %} in {{ color }}{% endif %}</p>{% endif %}"
        "<ul>{% for p in products %}<li>{{ p.name }} - {{ p.price }}</li>{% endfor %}</ul>"
    ),
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=True)
app = FastAPI()


@dataclass
class Product:
    name: str
    color: str
    price: float


CATALOG: List[Product] = [
    Product("Canvas tote", "red", 19.0),
    Product("Rain jacket", "blue", 89.0),
    Product("Wool scarf", "red", 35.5),
]


class ProductFilter:
    def __init__(self, catalog: List[Product]):
        self.catalog = catalog

    def apply(self, term: str, color: Optional[str]) -> List[Product]:
        items = [p for p in self.catalog if term.lower() in p.name.lower()]
        if color:
            items = [p for p in items if p.color == color]
        return items


class FilterPage:
    def __init__(self, environment: Environment):
        self.template = environment.get_template("filter.html")

    def render(self, term: str, color: Optional[str], products: List[Product]) -> str:
        return self.template.render(term=term, color=color, products=products)


product_filter = ProductFilter(CATALOG)
page = FilterPage(env)


@app.get("/products", response_class=HTMLResponse)
def product_filter_page(q: str = Query(""), color: Optional[str] = Query(None)):
    products = product_filter.apply(q, color)
    html = page.render(q, color, products)
    return HTMLResponse(content=html)
