from django.conf import settings
from django.http import Http404, JsonResponse
from lxml import etree

FIND_BY_SKU = etree.XPath("//product[@sku=$sku and @published='true']")
_root = None


def _catalog():
    global _root
    if _root is None:
        _root = etree.parse(settings.CATALOG_XML_PATH).getroot()
    return _root


def catalog_item(request):
    sku = request.GET.get("sku", "")
    matches = FIND_BY_SKU(_catalog(), sku=sku)
    if not matches:
        raise Http404("Unknown SKU")
    item = matches[0]
    return JsonResponse({
        "sku": item.get("sku"),
        "title": item.findtext("title"),
        "price": item.findtext("price"),
    })
