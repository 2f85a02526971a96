import io
import xml.sax
from xml.sax.handler import feature_external_ges, feature_external_pes
from pyramid.view import view_config

EXTERNAL_LOOKUPS = False


class LocCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.locs, self._text = [], None

    def startElement(self, name, attrs):
        if name == "loc":
            self._text = []

    def characters(self, content):
        if self._text is not None:
            self._text.append(content)

    def endElement(self, name):
        if name == "loc" and self._text is not None:
            self.locs.append("".join(self._text).strip())
            self._text = None


@view_config(route_name="sitemap_ingest", request_method="POST", renderer="json")
def ingest_sitemap(request):
    handler, parser = LocCollector(), xml.sax.make_parser()
    for feature in (feature_external_ges, feature_external_pes):
        parser.setFeature(feature, EXTERNAL_LOOKUPS)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.body))
    return {"count": len(handler.locs)}
