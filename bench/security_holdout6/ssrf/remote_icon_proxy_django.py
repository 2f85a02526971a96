import urllib.request

from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.http import require_GET

MAX_ICON_BYTES = 256 * 1024


@require_GET
def remote_icon_proxy(request):
    icon_url = request.GET.get("src")
    if not icon_url:
        return HttpResponseBadRequest("src required")
    with urllib.request.urlopen(icon_url, timeout=5) as remote:
        data = remote.read(MAX_ICON_BYTES)
        content_type = remote.headers.get_content_type()
    return HttpResponse(data, content_type=content_type)
