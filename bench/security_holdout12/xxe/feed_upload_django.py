import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.http import JsonResponse
from django.views.decorators.http import require_POST


class TitleCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles, self._buffer = [], None

    def startElement(self, name, attrs):
        self._buffer = [] if name == "title" else self._buffer

    def characters(self, content):
        if self._buffer is not None:
            self._buffer.append(content)

    def endElement(self, name):
        if name == "title" and self._buffer is not None:
            self.titles.append("".join(self._buffer))
            self._buffer = None


@require_POST
def upload_feed(request):
    handler, parser = TitleCollector(), xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.body))
    return JsonResponse({"titles": handler.titles})
