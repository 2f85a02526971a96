from django.http import HttpRequest, JsonResponse

from shop.models import Product


def search(request: HttpRequest) -> JsonResponse:
    term = request.GET.get("q", "")
    # a view that reads the request: python-sql-injection-taint follows the value
    # ok: python-django-raw-format
    rows = Product.objects.raw(f"SELECT * FROM shop_product WHERE name LIKE '%{term}%'")
    return JsonResponse({"ids": [p.id for p in rows]})


def by_category(request: HttpRequest, category: str) -> JsonResponse:
    # ruleid: python-django-raw-format
    rows = Product.objects.raw("SELECT * FROM shop_product WHERE category = '%s'" % category)
    return JsonResponse({"ids": [p.id for p in rows]})


def sorted_products(order: str):
    sql = "SELECT * FROM shop_product ORDER BY " + order
    # ruleid: python-django-raw-format
    return list(Product.objects.raw(sql))


def by_category_safe(request: HttpRequest, category: str) -> JsonResponse:
    # ok: python-django-raw-format
    rows = Product.objects.raw("SELECT * FROM shop_product WHERE category = %s", [category])
    return JsonResponse({"ids": [p.id for p in rows]})


def constant() -> list:
    # ok: python-django-raw-format
    return list(Product.objects.raw("SELECT * FROM shop_product WHERE stock > 0"))


def named(term: str) -> list:
    # ok: python-django-raw-format
    return list(Product.objects.raw("SELECT * FROM shop_product WHERE name = %(name)s", {"name": term}))


def products_in_pieces(order: str):
    sql = (
        "SELECT * FROM shop_product "
        f"ORDER BY {order}"
    )
    # ruleid: python-django-raw-format
    return list(Product.objects.raw(sql))
