from defusedxml import ElementTree
from django.http import JsonResponse
from django.views import View


class XmlBodyMixin:
    forbid_dtd = True

    def parse_body(self, request):
        return ElementTree.fromstring(request.body, forbid_dtd=self.forbid_dtd)


class InvoiceIntakeView(XmlBodyMixin, View):
    def post(self, request):
        root = self.parse_body(request)
        lines = [
            {"sku": item.findtext("sku"), "qty": int(item.findtext("qty", "0"))}
            for item in root.iter("line")
        ]
        return JsonResponse({"customer": root.findtext("customer"), "lines": lines})
