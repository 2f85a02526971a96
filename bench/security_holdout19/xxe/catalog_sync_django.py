import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes, feature_namespaces

from django.contrib.auth.decorators import login_required, permission_required
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Product


class CatalogHandler(ContentHandler):
    FIELDS = {"sku", "name", "description", "price", "stock"}

    def __init__(self):
        super().__init__()
        self.items = []
        self._current = None
        self._field = None
        self._buf = []

    def startElement(self, name, attrs):
        if name == "item":
            self._current = {}
        elif self._current is not None and name in self.FIELDS:
            self._field = name
            self._buf = []

    def characters(self, content):
        if self._field:
            self._buf.append(content)

    def endElement(self, name):
        if name == self._field:
            self._current[name] = "".join(self._buf).strip()
            self._field = None
        elif name == "item" and self._current is not None:
            self.items.append(self._current)
            self._current = None


def read_catalog(data):
    handler = CatalogHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, False)
    parser.setFeature(feature_external_pes, False)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(data))
    return handler.items


@login_required
@permission_required("catalog.upload_feed", raise_exception=True)
@require_POST
def sync_catalog(request):
    upload = request.FILES.get("catalog")
    data = upload.read() if upload else request.body
    try:
        items = read_catalog(data)
    except xml.sax.SAXParseException as exc:
        return JsonResponse({"error": f"line {exc.getLineNumber()}: {exc.getMessage()}"}, status=422)

    with transaction.atomic():
        for item in items:
            Product.objects.update_or_create(
                sku=item["sku"],
                defaults={k: v for k, v in item.items() if k != "sku"},
            )
    preview = [{"sku": p["sku"], "description": p.get("description", "")[:200]} for p in items[:20]]
    return JsonResponse({"imported": len(items), "preview": preview})
