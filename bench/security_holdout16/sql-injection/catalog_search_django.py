import json

from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

from .models import Product


def _like_fragment(term):
    term = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{term}%"


def _serialize(rows):
    return [{"id": r[0], "name": r[1], "price": str(r[2])} for r in rows]


@require_GET
def product_detail(request, product_id):
    product = Product.objects.filter(pk=product_id).values("id", "name", "price").first()
    if product is None:
        return JsonResponse({"error": "not found"}, status=404)
    product["price"] = str(product["price"])
    return JsonResponse(product)


@require_GET
def search(request):
    term = request.GET.get("q", "").strip()
    if not term or len(term) > 80:
        return HttpResponseBadRequest("query length")
    pattern = _like_fragment(term)
    sql = (
        "SELECT id, name, price FROM catalog_product "
        f"WHERE name LIKE '{pattern}' ESCAPE '\\' ORDER BY name LIMIT 50"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql)
        rows = cursor.fetchall()
    return JsonResponse({"results": _serialize(rows)})


@require_GET
def by_category(request):
    slug = request.GET.get("category", "")
    items = Product.objects.filter(category__slug=slug).order_by("name")[:50]
    return JsonResponse({"results": [{"id": p.id, "name": p.name, "price": str(p.price)} for p in items]})


def price_stats(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT MIN(price), MAX(price), AVG(price) FROM catalog_product")
        low, high, avg = cursor.fetchone()
    return JsonResponse({"min": str(low), "max": str(high), "avg": str(avg)})


def bulk_lookup(request):
    try:
        ids = [int(x) for x in json.loads(request.body or b"[]")]
    except (ValueError, TypeError):
        return HttpResponseBadRequest("ids")
    rows = Product.objects.filter(pk__in=ids).values_list("id", "name", "price")
    return JsonResponse({"results": _serialize(rows)})
