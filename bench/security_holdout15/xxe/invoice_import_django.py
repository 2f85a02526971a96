from django.http import JsonResponse
from django.views import View
from lxml import etree


class XmlBodyMixin:
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)

    def parse_body(self, request):
        return etree.fromstring(request.body, self.parser)


class InvoiceImportView(XmlBodyMixin, View):
    def post(self, request):
        root = self.parse_body(request)
        lines = [
            {"sku": item.findtext("sku"), "qty": int(item.findtext("qty", "0"))}
            for item in root.iter("line")
        ]
        return JsonResponse({"customer": root.findtext("customer"), "lines": lines})
