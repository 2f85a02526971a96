from django.conf import settings
from django.http import HttpResponseForbidden, JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

_operators = etree.parse(settings.KIOSK_OPERATORS_XML)


@require_POST
def kiosk_login(request):
    login = request.POST.get("login", "")
    pin = request.POST.get("pin", "")
    expr = "//operator[login/text()='%s' and pin/text()='%s']" % (login, pin)
    match = _operators.xpath(expr)
    if not match:
        return HttpResponseForbidden("unknown operator")
    operator = match[0]
    request.session["kiosk_operator"] = operator.findtext("login")
    return JsonResponse(
        {"operator": operator.findtext("login"), "station": operator.get("station")}
    )
