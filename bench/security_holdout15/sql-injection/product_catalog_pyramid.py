from pyramid.config import Configurator
from pyramid.view import view_config
from sqlalchemy import create_engine, text

engine = create_engine("postgresql+psycopg://catalog@localhost/catalog")

CATEGORY_FIELDS = "id, slug, title, parent_id"
PRODUCT_FIELDS = "id, sku, name, price, brand"


def _row_to_dict(row):
    return dict(row._mapping)


@view_config(route_name="categories", renderer="json")
def list_categories(request):
    with engine.connect() as conn:
        rows = conn.execute(text(f"SELECT {CATEGORY_FIELDS} FROM categories ORDER BY title"))
        return [_row_to_dict(r) for r in rows]


@view_config(route_name="category_products", renderer="json")
def category_products(request):
    category_id = int(request.matchdict["category_id"])
    with engine.connect() as conn:
        rows = conn.execute(
            text(f"SELECT {PRODUCT_FIELDS} FROM products WHERE category_id = :cid"),
            {"cid": category_id},
        )
        return [_row_to_dict(r) for r in rows]


class BrandFilter:
    def __init__(self, brand):
        self.brand = brand

    def clause(self):
        if not self.brand:
            return "1=1"
        return "brand = '" + self.brand + "'"


@view_config(route_name="brand_products", renderer="json")
def brand_products(request):
    flt = BrandFilter(request.params.get("brand", ""))
    statement = f"SELECT {PRODUCT_FIELDS} FROM products WHERE {flt.clause()} ORDER BY name"
    with engine.connect() as conn:
        rows = conn.execute(text(statement))
        return [_row_to_dict(r) for r in rows]


@view_config(route_name="product", renderer="json")
def product_detail(request):
    sku = request.matchdict["sku"]
    with engine.connect() as conn:
        row = conn.execute(
            text(f"SELECT {PRODUCT_FIELDS} FROM products WHERE sku = :sku"), {"sku": sku}
        ).first()
    if row is None:
        request.response.status = 404
        return {"error": "not found"}
    return _row_to_dict(row)


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("categories", "/categories")
        config.add_route("category_products", "/categories/{category_id}/products")
        config.add_route("brand_products", "/products/by-brand")
        config.add_route("product", "/products/{sku}")
        config.scan()
        return config.make_wsgi_app()
