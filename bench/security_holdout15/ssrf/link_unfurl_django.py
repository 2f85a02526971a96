import re
import urllib.request
from urllib.parse import urlsplit

from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View

TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)
PREVIEW_HOSTS = {"www.youtube.com", "github.com", "en.wikipedia.org"}


class StayOnHost(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


OPENER = urllib.request.build_opener(StayOnHost)


class PreviewFetcher:
    def __init__(self, url):
        self.url = url

    def title(self):
        with OPENER.open(self.url, timeout=5) as resp:
            match = TITLE_RE.search(resp.read(65536).decode("utf-8", "replace"))
        return match.group(1).strip() if match else None


class LinkUnfurlView(View):
    def get(self, request):
        url = request.GET.get("url", "")
        parts = urlsplit(url)
        if parts.scheme != "https" or parts.hostname not in PREVIEW_HOSTS or parts.port is not None:
            return HttpResponseBadRequest("unsupported link")
        return JsonResponse({"url": url, "title": PreviewFetcher(url).title()})
