from django.http import HttpResponseBadRequest, JsonResponse
from lxml import etree

PRODUCTS = etree.parse("data/products.xml")


def product_price(request):
    sku = request.GET.get("sku", "")
    if not sku:
        return HttpResponseBadRequest("sku required")
    prices = PRODUCTS.xpath("//product[@sku=$sku]/price/text()", sku=sku)
    return JsonResponse({"sku": sku, "prices": [str(p) for p in prices]})
