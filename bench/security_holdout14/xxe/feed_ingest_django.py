import io
import logging
import xml.sax
from xml.sax.handler import feature_external_ges, feature_namespaces

from django.contrib.auth.decorators import permission_required
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import FeedItem

logger = logging.getLogger(__name__)
MAX_FEED_BYTES = 5 * 1024 * 1024


class FeedHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.items = []
        self._current = None
        self._field = None
        self._buffer = []

    def startElement(self, name, attrs):
        if name == "item":
            self._current = {"guid": attrs.get("guid", "")}
        elif self._current is not None and name in ("title", "link", "summary"):
            self._field = name
            self._buffer = []

    def characters(self, content):
        if self._field:
            self._buffer.append(content)

    def endElement(self, name):
        if name == self._field:
            self._current[self._field] = "".join(self._buffer).strip()
            self._field = None
        elif name == "item" and self._current is not None:
            self.items.append(self._current)
            self._current = None


def read_feed(payload):
    handler = FeedHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(payload))
    return handler.items


@csrf_exempt
@require_POST
@permission_required("feeds.add_feeditem", raise_exception=True)
def ingest_feed(request):
    if len(request.body) > MAX_FEED_BYTES:
        return JsonResponse({"error": "feed too large"}, status=413)
    try:
        items = read_feed(request.body)
    except xml.sax.SAXParseException as exc:
        logger.info("rejected feed: %s", exc)
        return JsonResponse({"error": "malformed feed"}, status=400)
    created = 0
    for item in items:
        _, was_created = FeedItem.objects.get_or_create(guid=item["guid"], defaults=item)
        created += int(was_created)
    return JsonResponse({"received": len(items), "created": created})
