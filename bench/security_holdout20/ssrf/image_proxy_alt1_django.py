from urllib.parse import urlsplit, urlunsplit

import requests
from django.http import HttpResponse, HttpResponseBadRequest

ALLOWED_IMAGE_HOSTS = {"images.example.com", "cdn.example.net"}


def image_proxy(request):
    raw = request.GET.get("src", "").strip().replace("\\", "/")
    parts = urlsplit(raw)
    host = (parts.hostname or "").lower()
    if parts.scheme != "https" or host not in ALLOWED_IMAGE_HOSTS:
        return HttpResponseBadRequest("unsupported image source")
    url = urlunsplit(("https", host, parts.path or "/", parts.query, ""))
    upstream = requests.get(url, timeout=5, allow_redirects=False)
    return HttpResponse(upstream.content, content_type=upstream.headers.get("Content-Type", "image/jpeg"))
