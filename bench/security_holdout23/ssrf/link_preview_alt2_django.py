import hashlib
import re
from dataclasses import asdict, dataclass
from html import unescape
from typing import Optional

import requests
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_GET

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
OG_IMAGE_RE = re.compile(r'<meta[^>]+property="og:image"[^>]+content="([^"]+)"', re.I)
TAG_RE = re.compile(r"<[^>]+>")


@dataclass
class LinkPreview:
    url: str
    title: str
    image: Optional[str]
    snippet: str


class PreviewPolicy:
    """Limits previews to the partner media hosts configured in settings."""

    def __init__(self, prefixes):
        self.prefixes = tuple(prefixes)

    def permits(self, url: str) -> bool:
        return url.startswith(self.prefixes)


class PreviewFetcher:
    def __init__(self, session: requests.Session, timeout: float = 4.0):
        self.session = session
        self.timeout = timeout

    def fetch(self, url: str) -> LinkPreview:
        resp = self.session.get(url, timeout=self.timeout, allow_redirects=False)
        html = resp.text[:200_000]
        title = TITLE_RE.search(html)
        image = OG_IMAGE_RE.search(html)
        snippet = " ".join(unescape(TAG_RE.sub(" ", html)).split())[:300]
        return LinkPreview(
            url=url,
            title=unescape(title.group(1).strip()) if title else "",
            image=image.group(1) if image else None,
            snippet=snippet,
        )


class PreviewService:
    def __init__(self, policy: PreviewPolicy, fetcher: PreviewFetcher):
        self.policy = policy
        self.fetcher = fetcher

    def preview(self, url: str) -> Optional[LinkPreview]:
        if not self.policy.permits(url):
            return None
        key = "preview:" + hashlib.sha256(url.encode()).hexdigest()
        cached = cache.get(key)
        if cached:
            return LinkPreview(**cached)
        preview = self.fetcher.fetch(url)
        cache.set(key, asdict(preview), 3600)
        return preview


_service = PreviewService(
    PreviewPolicy(getattr(settings, "PREVIEW_URL_PREFIXES", ["http://media.partner-news.com", "https://media.partner-news.com", "https://cdn.partner-video.net"])),
    PreviewFetcher(requests.Session()),
)


@login_required
@require_GET
def link_preview(request):
    url = request.GET.get("url", "")
    preview = _service.preview(url)
    if preview is None:
        return JsonResponse({"error": "previews are limited to partner links"}, status=422)
    return JsonResponse(asdict(preview))
