import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.http import JsonResponse
from django.views import View

class TitleCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles, self._buf, self._in_title = [], [], False

    def startElement(self, name, attrs):
        self._in_title = name == "title"

    def characters(self, content):
        self._buf.append(content) if self._in_title else None

    def endElement(self, name):
        if name == "title":
            self.titles.append("".join(self._buf).strip())
            self._buf, self._in_title = [], False


class FeedImportView(View):
    def post(self, request):
        parser, handler = xml.sax.make_parser(), TitleCollector()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(request.FILES["feed"])
        return JsonResponse({"titles": handler.titles})
