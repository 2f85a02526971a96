import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt


class FeedHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False

    def startElement(self, name, attrs):
        self._in_title = name == "title"
        if self._in_title:
            self.titles.append("")

    def characters(self, content):
        if self._in_title:
            self.titles[-1] += content

    def endElement(self, name):
        self._in_title = False


@csrf_exempt
def ingest_feed(request):
    handler = FeedHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.feed(request.body)
    parser.close()
    return JsonResponse({"titles": handler.titles})
