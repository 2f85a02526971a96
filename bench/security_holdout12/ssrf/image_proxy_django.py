import hashlib
import urllib.request

from django.conf import settings
from django.core.cache import cache
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.views import View

DEFAULT_TIMEOUT = 8


class ImageCache:
    prefix = "imgproxy:"

    def key(self, url):
        return self.prefix + hashlib.sha256(url.encode()).hexdigest()

    def get(self, url):
        return cache.get(self.key(url))

    def put(self, url, value):
        cache.set(self.key(url), value, getattr(settings, "IMAGE_PROXY_TTL", 3600))


class RemoteImageClient:
    def __init__(self, timeout=DEFAULT_TIMEOUT):
        self.timeout = timeout

    def download(self, url):
        req = urllib.request.Request(url, headers={"User-Agent": "img-proxy/1.0"})
        with urllib.request.urlopen(req, timeout=self.timeout) as resp:
            return resp.headers.get_content_type(), resp.read(5 * 1024 * 1024)


class ImageProxyView(View):
    cache = ImageCache()
    client = RemoteImageClient()

    def get(self, request):
        url = request.GET.get("src")
        if not url:
            return HttpResponseBadRequest("src required")
        cached = self.cache.get(url)
        if cached is None:
            cached = self.client.download(url)
            self.cache.put(url, cached)
        content_type, body = cached
        return HttpResponse(body, content_type=content_type)


class ProxyStatsView(View):
    def get(self, request):
        return JsonResponse({"ttl": getattr(settings, "IMAGE_PROXY_TTL", 3600), "timeout": DEFAULT_TIMEOUT})
