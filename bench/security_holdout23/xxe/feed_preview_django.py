import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST


class TitleCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles, self.current = [], None

    def startElement(self, name, attrs):
        self.current = [] if name == "title" else self.current

    def characters(self, content):
        if self.current is not None:
            self.current.append(content)

    def endElement(self, name):
        if name == "title":
            self.titles.append("".join(self.current or []).strip())
            self.current = None


@require_POST
def preview_feed(request):
    handler = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setContentHandler(handler)
    parser.setFeature(feature_external_ges, True)
    try:
        parser.feed(request.body)
        parser.close()
    except xml.sax.SAXParseException:
        return HttpResponseBadRequest("feed is not well-formed")
    return JsonResponse({"titles": handler.titles[:20]})
