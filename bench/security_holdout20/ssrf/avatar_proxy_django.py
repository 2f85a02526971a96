import urllib.request
from pathlib import PurePosixPath
from urllib.error import URLError
from urllib.parse import quote

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.cache import cache_page
from django.views.decorators.http import require_GET


@require_GET
@cache_page(300)
def avatar(request):
    name = PurePosixPath(request.GET.get("name", "")).name
    if not name or name.startswith("."):
        return HttpResponseBadRequest("name required")
    # MEDIA_ORIGIN is the internal media service, e.g. http://media.internal:8080
    url = f"{settings.MEDIA_ORIGIN}/internal/avatars/{quote(name)}?w=96"
    try:
        with urllib.request.urlopen(url, timeout=4) as upstream:
            body = upstream.read()
            content_type = upstream.headers.get("Content-Type", "application/octet-stream")
    except URLError:
        return HttpResponse(status=502)
    return HttpResponse(body, content_type=content_type)
