import io
import logging
import xml.sax
from decimal import Decimal
from xml.sax.handler import feature_external_ges, feature_namespaces

from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

logger = logging.getLogger("ingest")


class InvoiceHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.invoices = []
        self._current = None
        self._field = None
        self._buffer = []

    def startElement(self, name, attrs):
        if name == "invoice":
            self._current = {"number": attrs.get("number")}
        elif self._current is not None and name in ("customer", "amount", "due"):
            self._field = name
            self._buffer = []

    def characters(self, content):
        if self._field:
            self._buffer.append(content)

    def endElement(self, name):
        if name == self._field:
            self._current[self._field] = "".join(self._buffer).strip()
            self._field = None
        elif name == "invoice" and self._current is not None:
            self.invoices.append(self._current)
            self._current = None


def parse_invoices(payload):
    handler = InvoiceHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(payload))
    return handler.invoices


@csrf_exempt
@require_POST
def ingest(request):
    invoices = parse_invoices(request.body)
    total = sum((Decimal(i.get("amount") or "0") for i in invoices), Decimal("0"))
    with transaction.atomic():
        logger.info("ingested %d invoices totalling %s", len(invoices), total)
    return JsonResponse({"count": len(invoices), "total": str(total)})
