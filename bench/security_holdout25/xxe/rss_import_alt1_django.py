import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.http import JsonResponse
from django.views.decorators.http import require_POST


class TitleCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles, self.current = [], None

    def startElement(self, name, attrs):
        self.current = [] if name == "title" else None

    def characters(self, content):
        if self.current is not None:
            self.current.append(content)

    def endElement(self, name):
        if name == "title" and self.current is not None:
            self.titles.append("".join(self.current).strip())
        self.current = None


@require_POST
def import_feed(request):
    handler = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.body))
    return JsonResponse({"imported": len(handler.titles), "titles": handler.titles[:10]})
