from django.http import HttpResponseForbidden, JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

from orders.models import Order

PARTNERS = etree.parse("/srv/partners/partners.xml")


@require_GET
def partner_orders(request):
    key = request.META.get("HTTP_X_PARTNER_KEY", "")
    expr = "/partners/partner[apiKey='" + key + "']/@code"
    codes = PARTNERS.xpath(expr)
    if not codes:
        return HttpResponseForbidden("unknown partner key")
    orders = Order.objects.filter(partner_code=str(codes[0])).values("number", "status", "total")
    return JsonResponse({"partner": str(codes[0]), "orders": list(orders)})
