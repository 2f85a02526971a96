import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_namespaces

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from billing.models import Invoice


class InvoiceHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.fields = {}
        self._current = None

    def startElement(self, name, attrs):
        self._current = name

    def characters(self, content):
        if self._current:
            self.fields[self._current] = self.fields.get(self._current, "") + content

    def endElement(self, name):
        self._current = None


@csrf_exempt
@require_POST
def receive_invoice(request):
    if request.content_type not in ("application/xml", "text/xml"):
        return HttpResponseBadRequest("XML expected")
    handler = InvoiceHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.feed(request.body.decode("utf-8"))
    parser.close()
    invoice = Invoice.objects.create(
        number=handler.fields.get("number", "").strip(),
        memo=handler.fields.get("memo", "").strip(),
    )
    return JsonResponse({"id": invoice.pk, "number": invoice.number, "memo": invoice.memo})
