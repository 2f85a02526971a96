import io
import logging
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_namespaces

from django.contrib.admin.views.decorators import staff_member_required
from django.db import transaction
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from .models import CrawlTarget

logger = logging.getLogger(__name__)


class SitemapHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.urls = []
        self._in_loc = False
        self._buffer = []

    def startElement(self, name, attrs):
        if name == "loc":
            self._in_loc = True
            self._buffer = []

    def characters(self, content):
        if self._in_loc:
            self._buffer.append(content)

    def endElement(self, name):
        if name == "loc":
            self._in_loc = False
            self.urls.append("".join(self._buffer).strip())


def parse_sitemap(data):
    handler = SitemapHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(data))
    return handler.urls


@staff_member_required
@require_POST
def import_sitemap(request):
    upload = request.FILES.get("sitemap")
    data = upload.read() if upload else request.body
    try:
        urls = parse_sitemap(data)
    except xml.sax.SAXParseException as exc:
        logger.info("sitemap rejected: %s", exc)
        return HttpResponseBadRequest("malformed sitemap")
    with transaction.atomic():
        created = 0
        for url in urls:
            _, was_created = CrawlTarget.objects.get_or_create(url=url[:500])
            created += int(was_created)
    return JsonResponse({"received": len(urls), "created": created})
