import logging
from functools import lru_cache

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, JsonResponse
from django.urls import path
from lxml import etree

logger = logging.getLogger(__name__)


@lru_cache(maxsize=1)
def orders_document():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(settings.ORDERS_XML_PATH, parser)


def _order_to_dict(node):
    return {
        "id": int(node.get("id")),
        "status": node.findtext("status"),
        "items": [
            {"sku": item.get("sku"), "qty": int(item.get("qty", "1"))}
            for item in node.iterfind("items/item")
        ],
    }


@login_required
def order_detail(request, order_id):
    try:
        oid = int(request.GET.get("id", order_id))
    except ValueError:
        raise Http404("bad id")
    nodes = orders_document().xpath(f"/orders/order[@id={oid}]")
    if not nodes:
        raise Http404("order not found")
    logger.debug("order %s requested by %s", oid, request.user)
    return JsonResponse(_order_to_dict(nodes[0]))


@login_required
def order_summary(request):
    doc = orders_document()
    statuses = {}
    for status in doc.xpath("/orders/order/status/text()"):
        statuses[str(status)] = statuses.get(str(status), 0) + 1
    return JsonResponse({"by_status": statuses})


urlpatterns = [
    path("orders/<int:order_id>/", order_detail),
    path("orders/summary/", order_summary),
]
