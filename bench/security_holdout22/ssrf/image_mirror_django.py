from urllib.parse import urlsplit

import httpx
from django.http import HttpResponse, HttpResponseBadRequest

IMAGE_HOSTS = frozenset({"images.example.com", "cdn.example.net"})


def image_url(raw):
    parts = urlsplit(raw)
    if parts.scheme != "https" or parts.hostname not in IMAGE_HOSTS:
        return None
    return "https://%s%s" % (parts.hostname, parts.path or "/")


def mirror_image(request):
    url = image_url(request.GET.get("src", ""))
    if url is None:
        return HttpResponseBadRequest("host not allowed")
    upstream = httpx.get(url, timeout=5.0, follow_redirects=False)
    ctype = upstream.headers.get("content-type", "application/octet-stream")
    return HttpResponse(upstream.content, content_type=ctype)
