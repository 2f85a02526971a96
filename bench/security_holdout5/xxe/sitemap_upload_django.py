import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


class SitemapHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.urls = []
        self._in_loc = False
        self._buf = []

    def startElement(self, name, attrs):
        if name == "loc":
            self._in_loc, self._buf = True, []

    def characters(self, content):
        if self._in_loc:
            self._buf.append(content)

    def endElement(self, name):
        if name == "loc":
            self.urls.append("".join(self._buf).strip())
            self._in_loc = False


@login_required
@require_POST
def upload_sitemap(request):
    handler = SitemapHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.FILES["sitemap"].read()))
    return JsonResponse({"count": len(handler.urls), "urls": handler.urls[:100]})
