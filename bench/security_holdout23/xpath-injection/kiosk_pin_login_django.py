from django.conf import settings
from django.http import HttpResponseForbidden, JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt
from lxml import etree


@method_decorator(csrf_exempt, name="dispatch")
class KioskPinLoginView(View):
    accounts = etree.parse(settings.KIOSK_ACCOUNTS_XML)

    def post(self, request):
        badge = request.POST.get("badge", "")
        pin = request.POST.get("pin", "")
        finder = etree.XPath("/kiosk/account[badge='%s' and pin='%s']" % (badge, pin))
        matches = finder(self.accounts)
        if not matches:
            return HttpResponseForbidden("unknown badge or pin")
        account = matches[0]
        request.session["kiosk_operator"] = account.findtext("name")
        return JsonResponse({"operator": account.findtext("name"), "station": account.get("station")})
