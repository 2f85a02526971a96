import logging

from django.conf import settings
from django.http import JsonResponse
from django.utils import translation
from django.views import View

logger = logging.getLogger(__name__)

SUPPORTED_LOCALES = {
    "en": "en-US",
    "en-gb": "en-GB",
    "de": "de-DE",
    "fr": "fr-FR",
    "ja": "ja-JP",
}
DEFAULT_LOCALE = "en-US"


def negotiate(requested, accept_header):
    if requested:
        return SUPPORTED_LOCALES.get(requested.strip().lower(), DEFAULT_LOCALE)
    for part in (accept_header or "").split(","):
        tag = part.split(";")[0].strip().lower()
        if tag in SUPPORTED_LOCALES:
            return SUPPORTED_LOCALES[tag]
    return DEFAULT_LOCALE


class CatalogView(View):
    page_size = 25

    def get_items(self, locale):
        names = getattr(settings, "CATALOG_NAMES", {}).get(locale, [])
        return [{"position": i + 1, "name": n} for i, n in enumerate(names[: self.page_size])]

    def get(self, request):
        locale = negotiate(request.GET.get("locale"), request.headers.get("Accept-Language"))
        with translation.override(locale.split("-")[0]):
            items = self.get_items(locale)
        response = JsonResponse({"locale": locale, "items": items})
        response["Content-Language"] = locale
        response["Vary"] = "Accept-Language"
        logger.debug("catalog served in %s", locale)
        return response


class PingView(View):
    def get(self, request):
        return JsonResponse({"pong": True})
