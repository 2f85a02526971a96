import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.views.decorators.http import require_POST


class TitleCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False

    def startElement(self, name, attrs):
        self._in_title = name == "title"
        if self._in_title:
            self.titles.append("")

    def endElement(self, name):
        self._in_title = False

    def characters(self, content):
        if self._in_title:
            self.titles[-1] += content


@require_POST
def upload_feed(request):
    handler = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(request.FILES["feed"])
    return JsonResponse({"titles": handler.titles})
