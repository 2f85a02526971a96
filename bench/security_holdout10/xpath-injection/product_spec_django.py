from django.http import Http404, JsonResponse
from lxml import etree

SPEC_DOC = etree.parse("specs/products.xml")
FIND_SPEC = etree.XPath("/catalog/product[@sku = $sku]/spec")


def product_spec(request, sku):
    variant = request.GET.get("variant")
    specs = FIND_SPEC(SPEC_DOC, sku=sku)
    if not specs:
        raise Http404("unknown product")
    data = {child.tag: child.text for child in specs[0]}
    if variant:
        data["variant"] = variant[:32]
    return JsonResponse(data)
