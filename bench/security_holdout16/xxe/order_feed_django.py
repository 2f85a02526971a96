from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from lxml import etree

FEED_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


@csrf_exempt
@require_POST
def receive_orders(request):
    try:
        root = etree.fromstring(request.body, FEED_PARSER)
    except etree.XMLSyntaxError:
        return HttpResponseBadRequest("malformed XML")
    orders = [
        {"id": o.get("id"), "sku": o.findtext("sku"), "qty": int(o.findtext("qty", "0") or 0)}
        for o in root.iterfind("order")
    ]
    return JsonResponse({"accepted": len(orders), "orders": orders})
