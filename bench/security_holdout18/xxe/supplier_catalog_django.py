import io
import logging
from decimal import Decimal, InvalidOperation
from xml.sax import handler, make_parser

from django.contrib.auth.decorators import permission_required
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Supplier, SupplierItem

log = logging.getLogger("catalog.import")


class CatalogHandler(handler.ContentHandler):
    def __init__(self):
        super().__init__()
        self.items = []
        self._current = None
        self._field = None
        self._buffer = []

    def startElement(self, name, attrs):
        if name == "item":
            self._current = {"sku": attrs.get("sku", "")}
        elif self._current is not None and name in ("name", "price", "description"):
            self._field = name
            self._buffer = []

    def characters(self, content):
        if self._field:
            self._buffer.append(content)

    def endElement(self, name):
        if self._current is not None and name == self._field:
            self._current[name] = "".join(self._buffer).strip()
            self._field = None
        elif name == "item" and self._current is not None:
            self.items.append(self._current)
            self._current = None


def parse_catalog(data: bytes):
    parser = make_parser()
    # supplier feeds pull default attribute values from the shared catalogue DTD
    parser.setFeature(handler.feature_external_ges, True)
    collected = CatalogHandler()
    parser.setContentHandler(collected)
    parser.parse(io.BytesIO(data))
    return collected.items


@require_POST
@permission_required("catalog.add_supplieritem")
def upload_catalog(request, supplier_id):
    supplier = Supplier.objects.get(pk=supplier_id)
    data = request.FILES["catalog"].read()
    if b"<!DOCTYPE" in data[:4096]:
        log.warning("supplier %s uploaded a catalogue with a DOCTYPE", supplier.pk)
    items = parse_catalog(data)
    created, skipped = 0, []
    with transaction.atomic():
        for item in items:
            try:
                price = Decimal(item.get("price", ""))
            except InvalidOperation:
                skipped.append(item.get("sku"))
                continue
            SupplierItem.objects.update_or_create(
                supplier=supplier,
                sku=item["sku"],
                defaults={"name": item.get("name", ""), "price": price, "description": item.get("description", "")},
            )
            created += 1
    return JsonResponse({"imported": created, "skipped": skipped, "preview": items[:3]})
