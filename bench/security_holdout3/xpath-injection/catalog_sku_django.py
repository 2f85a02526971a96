from django.conf import settings
from django.http import Http404, JsonResponse
from lxml import etree

_catalog = None


def catalog_root():
    global _catalog
    if _catalog is None:
        _catalog = etree.parse(settings.CATALOG_XML_PATH).getroot()
    return _catalog


def product_detail(request):
    sku = request.GET.get("sku", "")
    matches = catalog_root().xpath("//product[@sku='%s']" % sku)
    if not matches:
        raise Http404("Unknown SKU")
    product = matches[0]
    return JsonResponse({
        "sku": product.get("sku"),
        "title": product.findtext("title"),
        "price": product.findtext("price"),
        "wholesale": product.findtext("wholesale_price"),
        "stock": int(product.findtext("stock", "0")),
    })
