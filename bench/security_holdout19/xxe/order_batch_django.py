from defusedxml import ElementTree as DET
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt


@csrf_exempt
def receive_orders(request):
    if request.method != "POST":
        return HttpResponseBadRequest("POST only")
    body = request.body
    root = DET.fromstring(body)
    orders = [{"id": o.get("id"), "qty": o.findtext("qty")} for o in root.findall("order")]
    return JsonResponse({"received": len(orders), "orders": orders})
