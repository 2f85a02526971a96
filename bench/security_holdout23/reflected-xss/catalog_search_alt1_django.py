from django.db.models import Q
from django.http import HttpResponse
from django.utils.html import escape
from django.views.decorators.http import require_GET

from catalog.models import Product


@require_GET
def search(request):
    query = request.GET.get("q", "").strip()
    products = list(Product.objects.filter(Q(name__icontains=query) | Q(sku__iexact=query))[:25])
    items = "".join(
        f"<li><a href='/p/{p.pk}'>{escape(p.name)}</a> <small>{escape(p.sku)}</small></li>"
        for p in products
    )
    return HttpResponse(f"<html><body><h1>{len(products)} results for {query}</h1><ul>{items}</ul></body></html>")
