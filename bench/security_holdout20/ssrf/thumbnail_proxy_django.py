import urllib.request
from urllib.error import URLError
from urllib.parse import quote

from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.cache import cache_page
from django.views.decorators.http import require_GET


@require_GET
@cache_page(300)
def thumbnail(request):
    name = request.GET.get("name", "")
    if not name:
        return HttpResponseBadRequest("name required")
    media_host = request.META.get("HTTP_X_FORWARDED_HOST") or request.get_host()
    url = f"http://{media_host}/internal/media/{quote(name)}?w=240"
    try:
        with urllib.request.urlopen(url, timeout=4) as upstream:
            body = upstream.read()
            content_type = upstream.headers.get("Content-Type", "application/octet-stream")
    except URLError:
        return HttpResponse(status=502)
    return HttpResponse(body, content_type=content_type)
