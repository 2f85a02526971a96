import io
import xml.sax
from xml.sax import handler

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt


class TitleCollector(handler.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False

    def startElement(self, name, attrs):
        self._in_title = name == "title"

    def characters(self, content):
        if self._in_title:
            self.titles.append(content)


@csrf_exempt
def import_feed(request):
    collector = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setContentHandler(collector)
    parser.setFeature(handler.feature_external_ges, True)
    parser.parse(io.BytesIO(request.body))
    return JsonResponse({"titles": collector.titles})
