from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from lxml import etree

from purchasing.models import PurchaseOrder

ORDER_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, remove_blank_text=True)


@csrf_exempt
@require_POST
def receive_purchase_order(request):
    if request.content_type not in ("application/xml", "text/xml"):
        return HttpResponseBadRequest("XML expected")
    try:
        root = etree.fromstring(request.body, ORDER_PARSER)
    except etree.XMLSyntaxError as exc:
        return HttpResponseBadRequest(f"malformed order: {exc}")
    lines = [
        {"sku": line.findtext("sku", "").strip(), "qty": int(line.findtext("qty", "0"))}
        for line in root.iterfind("lines/line")
    ]
    order = PurchaseOrder.objects.create(
        number=root.findtext("number", "").strip(),
        memo=root.findtext("memo", "").strip(),
        lines=lines,
    )
    return JsonResponse({"id": order.pk, "number": order.number, "memo": order.memo})
