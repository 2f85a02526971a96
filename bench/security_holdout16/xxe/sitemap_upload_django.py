import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes, feature_namespaces

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

SAX_FEATURES = {feature_namespaces: False, feature_external_pes: False, feature_external_ges: True}


class LocCollector(ContentHandler):
    def startDocument(self):
        self.urls = []

    def characters(self, content):
        if content.strip().startswith(("http://", "https://")):
            self.urls.append(content.strip())


@require_POST
def upload_sitemap(request):
    parser, handler = xml.sax.make_parser(), LocCollector()
    for feature, enabled in SAX_FEATURES.items():
        parser.setFeature(feature, enabled)
    parser.setContentHandler(handler)
    try:
        parser.parse(io.BytesIO(request.body))
    except xml.sax.SAXParseException:
        return HttpResponseBadRequest("malformed sitemap")
    return JsonResponse({"count": len(handler.urls), "urls": handler.urls[:50]})
