import html
import re
import urllib.error
import urllib.request

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)


def preview_url(host, path):
    return f"https://{host}/{path.lstrip('/')}"


class LinkPreviewer:
    def __init__(self, url):
        self.url = url

    def fetch_title(self):
        req = urllib.request.Request(self.url, headers={"User-Agent": "preview-bot/1.0"})
        with urllib.request.urlopen(req, timeout=5) as resp:
            body = resp.read(65536).decode("utf-8", "replace")
        match = TITLE_RE.search(body)
        return html.unescape(match.group(1).strip()) if match else ""


@require_GET
def link_preview(request):
    host = request.GET.get("host", "").strip()
    path = request.GET.get("path", "")
    if not host:
        return HttpResponseBadRequest("host is required")
    previewer = LinkPreviewer(preview_url(host, path))
    try:
        title = previewer.fetch_title()
    except (urllib.error.URLError, TimeoutError):
        return JsonResponse({"title": None}, status=502)
    return JsonResponse({"url": previewer.url, "title": title})
