import requests
from bs4 import BeautifulSoup
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse


def _meta(soup, prop):
    tag = soup.find("meta", property=prop) or soup.find("meta", attrs={"name": prop})
    return tag.get("content") if tag else None


@login_required
def link_preview(request):
    url = request.GET.get("url", "")
    if not url.startswith(("http://", "https://")):
        return JsonResponse({"error": "unsupported url"}, status=400)
    page = requests.get(url, timeout=5, headers={"User-Agent": "ChatPreviewBot/1.0"})
    soup = BeautifulSoup(page.text, "html.parser")
    return JsonResponse({
        "url": url,
        "title": _meta(soup, "og:title") or (soup.title.string if soup.title else None),
        "description": _meta(soup, "og:description"),
        "image": _meta(soup, "og:image"),
        "raw_excerpt": page.text[:500],
    })
