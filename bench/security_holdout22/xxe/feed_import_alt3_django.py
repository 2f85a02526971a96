import io
import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.views.decorators.http import require_POST


class TitleCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles, self._buf, self._in_title = [], [], False

    def startElement(self, name, attrs):
        self._in_title = name == "title"

    def characters(self, content):
        if self._in_title:
            self._buf.append(content)

    def endElement(self, name):
        if name == "title":
            self.titles.append("".join(self._buf))
            self._buf = []
        self._in_title = False


@require_POST
def import_feed(request):
    handler = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.body))
    return JsonResponse({"titles": handler.titles})
