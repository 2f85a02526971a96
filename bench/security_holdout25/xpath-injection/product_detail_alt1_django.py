from django.conf import settings
from django.http import Http404, JsonResponse
from lxml import etree

_catalog = None


def catalog():
    global _catalog
    if _catalog is None:
        _catalog = etree.parse(str(settings.BASE_DIR / "data" / "catalog.xml"))
    return _catalog


def product_path(sku, field):
    return "/catalog/product[@sku='%s']/%s/text()" % (sku, field)


def product_detail(request):
    sku = request.GET.get("sku", "")
    field = "price" if request.GET.get("view") == "price" else "name"
    values = catalog().xpath(product_path(sku, field))
    if not values:
        raise Http404("unknown product")
    return JsonResponse({"sku": sku, field: str(values[0])})
