import logging
from urllib.parse import urlsplit

import requests
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

ALLOWED_IMAGE_HOSTS = frozenset(
    getattr(settings, "IMAGE_PROXY_HOSTS", ["images.example-cdn.com", "static.example.com"])
)
MAX_IMAGE_BYTES = 4 * 1024 * 1024
TIMEOUT = (3.05, 10)


class ProxyRejected(Exception):
    pass


def validate_source(raw_url: str) -> str:
    parts = urlsplit(raw_url)
    if parts.scheme != "https":
        raise ProxyRejected("https required")
    if parts.username or parts.password:
        raise ProxyRejected("credentials not allowed")
    if parts.hostname not in ALLOWED_IMAGE_HOSTS:
        raise ProxyRejected("host not allowed")
    if parts.port not in (None, 443):
        raise ProxyRejected("port not allowed")
    return parts.geturl()


def fetch_image(url: str) -> requests.Response:
    resp = requests.get(url, timeout=TIMEOUT, stream=True, allow_redirects=False)
    resp.raise_for_status()
    length = int(resp.headers.get("Content-Length", "0"))
    if length > MAX_IMAGE_BYTES:
        raise ProxyRejected("image too large")
    return resp


@require_GET
def image_info(request):
    try:
        url = validate_source(request.GET.get("src", ""))
        resp = fetch_image(url)
    except ProxyRejected as exc:
        logger.info("image proxy rejected: %s", exc)
        return JsonResponse({"error": str(exc)}, status=400)
    except requests.RequestException:
        return JsonResponse({"error": "upstream failure"}, status=502)
    return JsonResponse({
        "content_type": resp.headers.get("Content-Type"),
        "length": resp.headers.get("Content-Length"),
    })


@require_GET
def proxy_hosts(request):
    return JsonResponse({"hosts": sorted(ALLOWED_IMAGE_HOSTS)})
