import re
import urllib.request

from django.http import JsonResponse
from django.views import View

TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


class PreviewFetcher:
    def __init__(self, url):
        self.url = url

    def title(self):
        with urllib.request.urlopen(self.url, timeout=5) as resp:
            match = TITLE_RE.search(resp.read(65536).decode("utf-8", "replace"))
        return match.group(1).strip() if match else None


class LinkPreviewView(View):
    def get(self, request):
        url = request.GET.get("url", "")
        return JsonResponse({"url": url, "title": PreviewFetcher(url).title()})
