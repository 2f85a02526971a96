import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_namespaces

from django.contrib.auth.mixins import PermissionRequiredMixin
from django.db import transaction
from django.http import JsonResponse
from django.views import View

from catalog.models import SupplierProduct

MAX_FEED_SIZE = 20 * 1024 * 1024


class FeedHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.products = []
        self._current = None
        self._field = None
        self._buffer = []

    def startElement(self, name, attrs):
        if name == "product":
            self._current = {"sku": attrs.get("sku", "")}
        elif self._current is not None and name in ("title", "price", "unit"):
            self._field = name
            self._buffer = []

    def characters(self, content):
        if self._field:
            self._buffer.append(content)

    def endElement(self, name):
        if name == self._field:
            self._current[name] = "".join(self._buffer).strip()
            self._field = None
        elif name == "product" and self._current is not None:
            self.products.append(self._current)
            self._current = None


class SupplierFeedUploadView(PermissionRequiredMixin, View):
    permission_required = "catalog.change_supplierproduct"

    def post(self, request, supplier_id):
        upload = request.FILES.get("feed")
        if upload is None:
            return JsonResponse({"error": "feed file is required"}, status=400)
        if upload.size > MAX_FEED_SIZE:
            return JsonResponse({"error": "feed is too large"}, status=413)

        handler = FeedHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_namespaces, False)
        # Supplier feeds pull unit names from their shared entity file.
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        try:
            parser.parse(upload)
        except xml.sax.SAXParseException as exc:
            return JsonResponse({"error": f"line {exc.getLineNumber()}: {exc.getMessage()}"}, status=400)

        with transaction.atomic():
            SupplierProduct.objects.filter(supplier_id=supplier_id).delete()
            SupplierProduct.objects.bulk_create(
                SupplierProduct(supplier_id=supplier_id, **product) for product in handler.products
            )
        return JsonResponse({"imported": len(handler.products)})
