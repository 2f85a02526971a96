import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_namespaces

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST


class InvoiceHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.lines = []
        self._current = None
        self._buffer = []

    def startElement(self, name, attrs):
        if name == "line":
            self._current = {"sku": attrs.get("sku", "")}
        self._buffer = []

    def characters(self, content):
        self._buffer.append(content)

    def endElement(self, name):
        text = "".join(self._buffer).strip()
        if self._current is not None and name in ("description", "amount"):
            self._current[name] = text
        if name == "line" and self._current is not None:
            self.lines.append(self._current)
            self._current = None


def make_invoice_parser(handler):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    return parser


@csrf_exempt
@require_POST
def upload_invoice(request):
    handler = InvoiceHandler()
    parser = make_invoice_parser(handler)
    try:
        parser.parse(io.BytesIO(request.body))
    except xml.sax.SAXParseException as exc:
        return HttpResponseBadRequest(f"invalid invoice: {exc.getMessage()}")
    return JsonResponse({"lines": handler.lines})
