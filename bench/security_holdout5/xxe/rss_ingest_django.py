import io
import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST


class FeedHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False

    def startElement(self, name, attrs):
        if name == "title":
            self._in_title = True
            self.titles.append("")

    def endElement(self, name):
        if name == "title":
            self._in_title = False

    def characters(self, content):
        if self._in_title:
            self.titles[-1] += content


@csrf_exempt
@require_POST
def ingest_feed(request):
    handler = FeedHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.body))
    return JsonResponse({"titles": handler.titles[:50]})
