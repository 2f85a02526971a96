import re
import xml.etree.ElementTree as ET

from django.http import Http404, HttpResponseBadRequest, JsonResponse

ROOT = ET.parse("/srv/shop/products.xml").getroot()
SKU_RE = re.compile(r"[A-Z0-9-]{4,20}")


def product_detail(request, sku):
    if not SKU_RE.fullmatch(sku):
        return HttpResponseBadRequest("bad sku")
    node = ROOT.find(f".//product[@sku='{sku}']")
    if node is None:
        raise Http404("no such product")
    return JsonResponse({"sku": sku, "name": node.findtext("name"), "price": node.findtext("price")})
