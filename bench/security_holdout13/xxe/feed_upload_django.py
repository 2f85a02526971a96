import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.views.decorators.http import require_POST


class TitleCollector(xml.sax.ContentHandler):
    def __init__(self):
        self.titles, self._buf, self._in = [], [], False

    def startElement(self, name, attrs):
        self._in, self._buf = name == "title", []

    def characters(self, content):
        self._buf.append(content)

    def endElement(self, name):
        if self._in:
            self.titles.append("".join(self._buf))


@require_POST
def upload_feed(request):
    handler = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(request.FILES["feed"])
    return JsonResponse({"titles": handler.titles})
