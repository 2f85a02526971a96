import logging
from urllib.parse import urlparse
from xml.parsers.expat import ExpatError

from defusedxml import minidom
from defusedxml.common import DefusedXmlException
from django.conf import settings
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import CrawlTarget

logger = logging.getLogger(__name__)

MAX_BYTES = 5 * 1024 * 1024


def _text(node, tag):
    found = node.getElementsByTagName(tag)
    if not found or not found[0].firstChild:
        return None
    return found[0].firstChild.nodeValue.strip()


class SitemapIngestor:
    def __init__(self, allowed_hosts):
        self.allowed_hosts = set(allowed_hosts)

    def parse(self, payload: bytes):
        document = minidom.parseString(payload)
        urls = []
        for url_node in document.getElementsByTagName("url"):
            loc = _text(url_node, "loc")
            if not loc:
                continue
            if urlparse(loc).hostname not in self.allowed_hosts:
                continue
            urls.append({"loc": loc, "lastmod": _text(url_node, "lastmod")})
        return urls

    @transaction.atomic
    def store(self, urls):
        created = 0
        for entry in urls:
            _, was_created = CrawlTarget.objects.get_or_create(url=entry["loc"], defaults={"lastmod": entry["lastmod"]})
            created += int(was_created)
        return created


@csrf_exempt
@require_POST
def ingest_sitemap(request):
    if len(request.body) > MAX_BYTES:
        return JsonResponse({"error": "payload too large"}, status=413)
    ingestor = SitemapIngestor(settings.CRAWL_ALLOWED_HOSTS)
    try:
        urls = ingestor.parse(request.body)
    except (DefusedXmlException, ExpatError) as exc:
        logger.warning("sitemap rejected: %s", exc)
        return JsonResponse({"error": "invalid sitemap"}, status=400)
    created = ingestor.store(urls)
    return JsonResponse({"received": len(urls), "created": created})
