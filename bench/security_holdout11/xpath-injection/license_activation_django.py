import logging
import os
from functools import lru_cache

from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST
from lxml import etree

logger = logging.getLogger("licensing")

LICENSE_FILE = os.path.join(getattr(settings, "DATA_DIR", "/srv/data"), "licenses.xml")


@lru_cache(maxsize=1)
def license_tree():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(LICENSE_FILE, parser)


class LicenseRepository:
    def __init__(self, tree):
        self.tree = tree

    def products(self):
        return sorted(set(self.tree.xpath("//license/product/text()")))

    def lookup(self, product, key):
        expression = (
            "//license[product/text()='" + product + "' and key/text()='" + key + "']"
        )
        matches = self.tree.xpath(expression)
        return matches[0] if matches else None


@require_GET
def product_list(request):
    return JsonResponse({"products": LicenseRepository(license_tree()).products()})


@csrf_exempt
@require_POST
def activate(request):
    product = request.POST.get("product", "")
    key = request.POST.get("license_key", "")
    repo = LicenseRepository(license_tree())
    node = repo.lookup(product, key)
    if node is None:
        logger.warning("activation rejected for product %s", product)
        return JsonResponse({"activated": False}, status=403)
    return JsonResponse({
        "activated": True,
        "seats": int(node.findtext("seats", "1")),
        "expires": node.findtext("expires"),
    })
