import html
import re
import urllib.error
import urllib.request

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)
PATH_RE = re.compile(r"[A-Za-z0-9_./-]{0,200}")
PREVIEW_HOSTS = frozenset({"docs.example.com", "blog.example.com", "help.example.com"})


def preview_url(host, path):
    if host not in PREVIEW_HOSTS or not PATH_RE.fullmatch(path):
        raise ValueError("unsupported preview target")
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
def docs_preview(request):
    host = request.GET.get("host", "").strip()
    path = request.GET.get("path", "")
    try:
        previewer = LinkPreviewer(preview_url(host, path))
    except ValueError as exc:
        return HttpResponseBadRequest(str(exc))
    try:
        title = previewer.fetch_title()
    except (urllib.error.URLError, TimeoutError):
        return JsonResponse({"title": None}, status=502)
    return JsonResponse({"url": previewer.url, "title": title})
