import xml.sax
from dataclasses import asdict, dataclass
from io import BytesIO
from typing import List, Optional

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from xml.sax.handler import ContentHandler, feature_external_ges, feature_namespaces


@dataclass
class FeedItem:
    sku: str = ""
    name: str = ""
    price: str = ""


class SupplierFeedHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.items: List[FeedItem] = []
        self._current: Optional[FeedItem] = None
        self._field: Optional[str] = None
        self._buffer: List[str] = []

    def startElement(self, name, attrs):
        if name == "item":
            self._current = FeedItem(sku=attrs.get("sku", ""))
        elif self._current is not None and name in ("name", "price"):
            self._field = name
            self._buffer = []

    def characters(self, content):
        if self._field:
            self._buffer.append(content)

    def endElement(self, name):
        if self._current is None:
            return
        if name == self._field:
            setattr(self._current, name, "".join(self._buffer).strip())
            self._field = None
        elif name == "item":
            self.items.append(self._current)
            self._current = None


class FeedParser:
    def __init__(self):
        self.reader = xml.sax.make_parser()
        self.reader.setFeature(feature_namespaces, False)
        self.reader.setFeature(feature_external_ges, True)

    def parse(self, payload: bytes) -> List[FeedItem]:
        handler = SupplierFeedHandler()
        self.reader.setContentHandler(handler)
        self.reader.parse(BytesIO(payload))
        return handler.items


@csrf_exempt
@require_POST
def import_supplier_feed(request):
    try:
        items = FeedParser().parse(request.body)
    except xml.sax.SAXParseException as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    return JsonResponse({"imported": len(items), "items": [asdict(i) for i in items]})
