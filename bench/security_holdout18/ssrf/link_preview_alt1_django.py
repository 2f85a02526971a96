import re
from html.parser import HTMLParser

import requests
from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_GET

ALLOWED_SOURCE = re.compile(r"https?://([a-z0-9-]+\.)*(newsroom|blog)\.acme-corp\.com")
USER_AGENT = "AcmePreviewBot/1.4"


class _MetaCollector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.meta = {}
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("property") or "").startswith("og:"):
            self.meta[attrs["property"][3:]] = attrs.get("content") or ""
        elif tag == "title":
            self._in_title = True

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data


def _fetch(url):
    resp = requests.get(url, headers={"User-Agent": USER_AGENT}, timeout=4, allow_redirects=False)
    resp.raise_for_status()
    return resp.text[:200_000]


def _summarise(html):
    collector = _MetaCollector()
    collector.feed(html)
    return {
        "title": collector.meta.get("title") or collector.title.strip(),
        "description": collector.meta.get("description", ""),
        "image": collector.meta.get("image", ""),
    }


@require_GET
def link_preview(request):
    url = request.GET.get("url", "")
    if not ALLOWED_SOURCE.match(url):
        return JsonResponse({"error": "unsupported source"}, status=400)
    cache_key = "preview:" + url
    cached = cache.get(cache_key)
    if cached:
        return JsonResponse(cached)
    try:
        preview = _summarise(_fetch(url))
    except requests.RequestException as exc:
        return JsonResponse({"error": str(exc)}, status=502)
    cache.set(cache_key, preview, 600)
    return JsonResponse(preview)
