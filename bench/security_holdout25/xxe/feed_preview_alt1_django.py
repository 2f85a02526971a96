import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.http import JsonResponse


class FeedTitles(ContentHandler):
    def __init__(self):
        self.titles = []

    def startElement(self, name, attrs):
        self.element = name

    def characters(self, content):
        if self.element == "title" and content.strip():
            self.titles.append(content.strip())


def collect_titles(data):
    handler = FeedTitles()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(data))
    return handler.titles


def preview_feed(request):
    return JsonResponse({"titles": collect_titles(request.body)})
