import xml.sax
from dataclasses import asdict, dataclass
from typing import List
from xml.sax.handler import feature_external_ges, feature_namespaces

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST


@dataclass
class FeedItem:
    title: str = ""
    link: str = ""
    summary: str = ""


class RssHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.items: List[FeedItem] = []
        self._current = None
        self._field = None
        self._buffer: List[str] = []

    def startElement(self, name, attrs):
        if name == "item":
            self._current = FeedItem()
        elif self._current is not None and name in ("title", "link", "description"):
            self._field = name
            self._buffer = []

    def characters(self, content):
        if self._field:
            self._buffer.append(content)

    def endElement(self, name):
        if self._current is None:
            return
        if name == self._field:
            value = "".join(self._buffer).strip()
            attr = "summary" if name == "description" else name
            setattr(self._current, attr, value)
            self._field = None
        elif name == "item":
            self.items.append(self._current)
            self._current = None


def parse_feed(stream) -> List[FeedItem]:
    handler = RssHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(stream)
    return handler.items


@csrf_exempt
@require_POST
def import_feed(request):
    upload = request.FILES.get("feed")
    if upload is None:
        return JsonResponse({"error": "feed file required"}, status=400)
    try:
        items = parse_feed(upload)
    except xml.sax.SAXParseException as exc:
        return JsonResponse({"error": f"invalid XML: {exc.getMessage()}"}, status=400)
    return JsonResponse({"imported": len(items), "items": [asdict(i) for i in items[:20]]})
