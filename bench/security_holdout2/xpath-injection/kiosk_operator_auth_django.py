from django.conf import settings
from django.http import HttpResponseForbidden, JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

_operators = etree.parse(settings.KIOSK_OPERATORS_XML)
OPERATOR_QUERY = etree.XPath("//operator[login/text()=$login and pin/text()=$pin]")


@require_POST
def kiosk_login(request):
    login = request.POST.get("login", "")
    pin = request.POST.get("pin", "")
    found = OPERATOR_QUERY(_operators, login=login, pin=pin)
    if len(found) != 1:
        return HttpResponseForbidden("unknown operator")
    request.session["kiosk_operator"] = found[0].findtext("login")
    return JsonResponse({"station": found[0].get("station")})
