import io
import xml.sax
from dataclasses import asdict, dataclass
from xml.sax.handler import feature_external_ges, feature_namespaces

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

MAX_FEED_BYTES = 5 * 1024 * 1024
FIELD_MAP = {"title": "title", "link": "link", "description": "summary"}


@dataclass
class FeedItem:
    title: str = ""
    link: str = ""
    summary: str = ""


class RssHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.items = []
        self._current = None
        self._field = None
        self._buffer = []

    def startElement(self, name, attrs):
        if name == "item":
            self._current = FeedItem()
        elif self._current is not None and name in FIELD_MAP:
            self._field = name
            self._buffer = []

    def characters(self, content):
        if self._field:
            self._buffer.append(content)

    def endElement(self, name):
        if self._current is None:
            return
        if name == self._field:
            setattr(self._current, FIELD_MAP[name], "".join(self._buffer).strip())
            self._field = None
        elif name == "item":
            self.items.append(self._current)
            self._current = None


def parse_feed(payload: bytes):
    handler = RssHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(payload))
    return handler.items


@csrf_exempt
@require_POST
def import_feed(request):
    payload = request.body
    if len(payload) > MAX_FEED_BYTES:
        return HttpResponseBadRequest("feed too large")
    try:
        items = parse_feed(payload)
    except xml.sax.SAXParseException as exc:
        return HttpResponseBadRequest("malformed feed: %s" % exc.getMessage())
    return JsonResponse(
        {"imported": len(items), "items": [asdict(i) for i in items[:50]]}
    )
