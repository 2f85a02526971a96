from dataclasses import asdict, dataclass
from typing import List
from urllib.parse import urlparse

from django.http import HttpResponseBadRequest, JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt
from lxml import etree

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
MAX_UPLOAD = 5 * 1024 * 1024


@dataclass
class SitemapEntry:
    loc: str
    lastmod: str
    priority: float


class SitemapParser:
    def __init__(self):
        self.parser = etree.XMLParser(
            load_dtd=True,
            resolve_entities=True,
            huge_tree=True,
            remove_blank_text=True,
        )

    def parse(self, data: bytes) -> List[SitemapEntry]:
        root = etree.fromstring(data, parser=self.parser)
        entries = []
        for url in root.findall("sm:url", SITEMAP_NS):
            loc = (url.findtext("sm:loc", default="", namespaces=SITEMAP_NS) or "").strip()
            if not loc:
                continue
            entries.append(SitemapEntry(
                loc=loc,
                lastmod=url.findtext("sm:lastmod", default="", namespaces=SITEMAP_NS),
                priority=float(url.findtext("sm:priority", default="0.5", namespaces=SITEMAP_NS)),
            ))
        return entries


@method_decorator(csrf_exempt, name="dispatch")
class SitemapImportView(View):
    def post(self, request):
        upload = request.FILES.get("sitemap")
        if upload is None or upload.size > MAX_UPLOAD:
            return HttpResponseBadRequest("missing or oversized sitemap")
        try:
            entries = SitemapParser().parse(upload.read())
        except (etree.XMLSyntaxError, ValueError) as exc:
            return HttpResponseBadRequest(f"invalid sitemap: {exc}")
        hosts = sorted({urlparse(e.loc).netloc for e in entries})
        return JsonResponse({
            "imported": len(entries),
            "hosts": hosts,
            "sample": [asdict(e) for e in entries[:20]],
        })
