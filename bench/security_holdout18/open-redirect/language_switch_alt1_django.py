from urllib.parse import urlparse

from django.conf import settings
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_GET

SUPPORTED = dict(settings.LANGUAGES)


@require_GET
def switch_language(request):
    lang = request.GET.get("language", "")
    back = request.GET.get("back") or request.META.get("HTTP_REFERER") or "/"
    if urlparse(back).netloc:
        back = "/"
    response = HttpResponseRedirect(back)
    if lang in SUPPORTED:
        response.set_cookie(settings.LANGUAGE_COOKIE_NAME, lang, samesite="Lax", max_age=365 * 24 * 3600)
    return response
