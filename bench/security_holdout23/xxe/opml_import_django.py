import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


class OutlineCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.feeds, self.title, self._stack = [], "", []

    def startElement(self, name, attrs):
        self._stack.append(name)
        if name == "outline" and attrs.get("xmlUrl"):
            self.feeds.append({"title": attrs.get("title") or attrs.get("text", ""), "url": attrs["xmlUrl"]})

    def endElement(self, name):
        self._stack.pop()

    def characters(self, content):
        if self._stack and self._stack[-1] == "title":
            self.title += content


@login_required
@require_POST
def import_opml(request):
    collector = OutlineCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(collector)
    parser.parse(request.FILES["opml"])
    return JsonResponse({"list_title": collector.title.strip(), "imported": collector.feeds})
