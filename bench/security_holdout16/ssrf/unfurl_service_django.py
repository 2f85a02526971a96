import html.parser
from urllib.parse import urlsplit

import requests
from django.core.cache import cache
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

PREVIEW_HOSTS = {"www.youtube.com", "vimeo.com", "github.com", "en.wikipedia.org"}
MAX_BYTES = 256 * 1024


class TitleParser(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.title, self._inside = "", False

    def handle_starttag(self, tag, attrs):
        self._inside = tag == "title"

    def handle_data(self, data):
        if self._inside and not self.title:
            self.title = data.strip()


def _allowed(url):
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.username or parts.password:
        return None
    if parts.hostname not in PREVIEW_HOSTS or parts.port not in (None, 443):
        return None
    return parts.geturl()


@require_GET
def unfurl(request):
    target = _allowed(request.GET.get("url", "").strip())
    if target is None:
        return HttpResponseBadRequest("previews are limited to a few well-known sites")
    cached = cache.get(f"unfurl:{target}")
    if cached:
        return JsonResponse(cached)
    reply = requests.get(target, timeout=4, allow_redirects=False, stream=True)
    body = reply.raw.read(MAX_BYTES, decode_content=True).decode("utf-8", errors="replace")
    parser = TitleParser()
    parser.feed(body)
    result = {"url": target, "status": reply.status_code, "title": parser.title[:200]}
    cache.set(f"unfurl:{target}", result, timeout=600)
    return JsonResponse(result)


@require_GET
def supported_sites(request):
    return JsonResponse({"hosts": sorted(PREVIEW_HOSTS)})
