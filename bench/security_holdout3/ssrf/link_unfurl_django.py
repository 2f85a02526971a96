from urllib.parse import urlparse

import requests
from bs4 import BeautifulSoup
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse


def _host_allowed(url):
    if "\\" in url or any(ord(c) < 0x21 for c in url):
        return False
    parts = urlparse(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return False
    host = parts.hostname.lower()
    return any(host == d or host.endswith("." + d) for d in settings.UNFURL_ALLOWED_DOMAINS)


@login_required
def unfurl(request):
    url = request.GET.get("url", "")
    if not _host_allowed(url):
        return JsonResponse({"error": "domain not supported for previews"}, status=400)
    page = requests.get(url, timeout=5, allow_redirects=False)
    soup = BeautifulSoup(page.text, "html.parser")
    og_title = soup.find("meta", property="og:title")
    return JsonResponse({
        "url": url,
        "title": og_title.get("content") if og_title else (soup.title.string if soup.title else None),
    })
