from django.db.models import RawSQL
from django.db.models.expressions import RawSQL as Raw
from django.http import HttpRequest

from shop.models import Order


def annotate(request: HttpRequest):
    field = request.GET.get("field", "total")
    # a view that reads the request: python-sql-injection-taint follows the value
    # ok: python-django-rawsql-format
    return Order.objects.annotate(val=RawSQL(f"SELECT {field} FROM shop_order_stats", ()))


def filtered(minimum: str):
    # ruleid: python-django-rawsql-format
    return Order.objects.filter(id__in=Raw("SELECT id FROM shop_order WHERE total > " + minimum, []))


def annotate_safe(minimum: int):
    # ok: python-django-rawsql-format
    return Order.objects.annotate(big=RawSQL("total > %s", (minimum,)))


def constant():
    # ok: python-django-rawsql-format
    return Order.objects.annotate(n=RawSQL("SELECT count(*) FROM shop_item", ()))
