from django.conf import settings
from django.core.cache import cache
from django.http import JsonResponse
from lxml import etree


def _active_products():
    products = cache.get("feed:active")
    if products is None:
        tree = etree.parse(settings.PRODUCT_FEED_PATH)
        nodes = tree.xpath("//product[@active='true']")
        products = [
            {"sku": n.get("sku"), "name": n.findtext("name"), "category": n.findtext("category")}
            for n in nodes
        ]
        cache.set("feed:active", products, 600)
    return products


def product_feed(request):
    category = request.GET.get("category")
    products = _active_products()
    if category:
        products = [p for p in products if p["category"] == category]
    return JsonResponse({"products": products})
