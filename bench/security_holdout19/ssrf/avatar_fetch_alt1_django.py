from urllib.parse import urlparse

import requests
from django.http import HttpResponse, HttpResponseBadRequest

AVATAR_HOSTS = {"avatars.githubusercontent.com", "secure.gravatar.com", "cdn.example-avatars.com"}


def fetch_avatar(request):
    source = request.GET.get("src", "")
    parsed = urlparse(source)
    if parsed.scheme != "https" or parsed.hostname not in AVATAR_HOSTS or parsed.port not in (None, 443):
        return HttpResponseBadRequest("unsupported avatar source")
    clean = parsed._replace(netloc=parsed.hostname).geturl()
    r = requests.get(clean, timeout=5, allow_redirects=False)
    return HttpResponse(r.content, content_type=r.headers.get("Content-Type", "image/png"))
