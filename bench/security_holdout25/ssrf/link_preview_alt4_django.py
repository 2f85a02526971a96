import re
import time
from html import unescape
from urllib.parse import urlparse

import requests
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

PREVIEW_TTL = 600
_preview_cache = {}
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
OG_IMAGE_RE = re.compile(r'<meta[^>]+property="og:image"[^>]+content="([^"]+)"', re.I)


def web_scheme(url):
    return urlparse(url).scheme in {"http", "https"}


def cached(url):
    entry = _preview_cache.get(url)
    if entry and time.monotonic() - entry[0] < PREVIEW_TTL:
        return entry[1]
    return None


def remember(url, preview):
    _preview_cache[url] = (time.monotonic(), preview)
    return preview


def fetch_page(url):
    resp = requests.get(url, timeout=4, headers={"User-Agent": "LinkPreview/1.2"})
    resp.raise_for_status()
    return resp.text[:200_000]


def build_preview(url):
    html = fetch_page(url)
    title = TITLE_RE.search(html)
    image = OG_IMAGE_RE.search(html)
    return {
        "url": url,
        "title": unescape(title.group(1).strip()) if title else None,
        "image": image.group(1) if image else None,
    }


@login_required
@require_GET
def link_preview(request):
    url = request.GET.get("url", "").strip()
    if not url or not web_scheme(url):
        return HttpResponseBadRequest("url must be http or https")
    preview = cached(url)
    if preview is None:
        try:
            preview = remember(url, build_preview(url))
        except requests.RequestException:
            return JsonResponse({"url": url, "error": "unreachable"}, status=502)
    return JsonResponse(preview)


@login_required
def clear_previews(request):
    _preview_cache.clear()
    return JsonResponse({"cleared": True})
