import requests
from django.http import JsonResponse
from django.views import View

OEMBED_PROVIDERS = {
    "youtube": "https://www.youtube.com/oembed",
    "vimeo": "https://vimeo.com/api/oembed.json",
    "soundcloud": "https://soundcloud.com/oembed",
}


class OEmbedLookupView(View):
    http_method_names = ["get"]

    def get(self, request):
        provider = request.GET.get("provider", "")
        media_url = request.GET.get("url", "")
        endpoint = OEMBED_PROVIDERS.get(provider)
        if endpoint is None or not media_url:
            return JsonResponse({"error": "unknown provider"}, status=400)
        resp = requests.get(endpoint, params={"url": media_url, "format": "json"}, timeout=8)
        if resp.status_code != 200:
            return JsonResponse({"error": "provider could not resolve media"}, status=502)
        data = resp.json()
        return JsonResponse({k: data.get(k) for k in ("title", "author_name", "html", "thumbnail_url")})
