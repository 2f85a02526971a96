import base64
import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt


class EntryCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.entries = []
        self._current = None
        self._buffer = []

    def startElement(self, name, attrs):
        if name == "entry":
            self._current = {"id": attrs.get("id", "")}
        self._buffer = []

    def characters(self, content):
        self._buffer.append(content)

    def endElement(self, name):
        text = "".join(self._buffer).strip()
        if self._current is not None and name in ("title", "link"):
            self._current[name] = text
        if name == "entry" and self._current is not None:
            self.entries.append(self._current)
            self._current = None


@method_decorator(csrf_exempt, name="dispatch")
class FeedImportView(View):
    def get(self, request):
        return JsonResponse({"accepts": "base64-encoded XML in the request body"})

    def post(self, request):
        encoded = request.body.decode("ascii", "ignore")
        xml_bytes = base64.b64decode(encoded)
        entries = parse_feed(xml_bytes)
        return JsonResponse({"imported": len(entries), "entries": entries[:10]})


def parse_feed(xml_bytes):
    handler = EntryCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(xml_bytes))
    return handler.entries
