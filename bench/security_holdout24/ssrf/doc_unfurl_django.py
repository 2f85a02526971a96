from urllib.parse import urlsplit

import requests
from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.cache import cache
from django.http import JsonResponse
from django.views import View

from .parsing import extract_preview

UNFURL_HOSTS = frozenset(getattr(settings, "UNFURL_HOSTS", ("docs.acme.io", "wiki.acme.io", "status.acme.io")))
MAX_BYTES = 512 * 1024


class UnfurlError(Exception):
    pass


def vetted_link(raw: str) -> str:
    parts = urlsplit(raw.strip())
    if parts.scheme != "https":
        raise UnfurlError("only https links are unfurled")
    if parts.username or parts.password or parts.port not in (None, 443):
        raise UnfurlError("credentials and custom ports are not supported")
    if parts.hostname not in UNFURL_HOSTS:
        raise UnfurlError(f"{parts.hostname} is not a documentation host")
    return parts._replace(fragment="").geturl()


def http_session() -> requests.Session:
    sess = requests.Session()
    sess.headers.update({"User-Agent": "AcmeChat-Unfurl/1.0", "Accept": "text/html"})
    return sess


class UnfurlView(LoginRequiredMixin, View):
    cache_seconds = 900

    def get(self, request):
        try:
            link = vetted_link(request.GET.get("url", ""))
        except (UnfurlError, ValueError) as exc:
            return JsonResponse({"error": str(exc)}, status=422)
        key = f"unfurl:{link}"
        if (hit := cache.get(key)) is not None:
            return JsonResponse(hit)
        with http_session() as sess:
            resp = sess.get(link, timeout=5, allow_redirects=False, stream=True)
            html = resp.raw.read(MAX_BYTES, decode_content=True).decode(resp.encoding or "utf-8", "replace")
        if resp.status_code != 200:
            return JsonResponse({"error": f"upstream status {resp.status_code}"}, status=502)
        preview = {"url": link, **extract_preview(html)}
        cache.set(key, preview, self.cache_seconds)
        return JsonResponse(preview)


class UnfurlCacheView(LoginRequiredMixin, View):
    def delete(self, request):
        try:
            link = vetted_link(request.GET.get("url", ""))
        except (UnfurlError, ValueError) as exc:
            return JsonResponse({"error": str(exc)}, status=422)
        cache.delete(f"unfurl:{link}")
        return JsonResponse({"cleared": link})
