from django.http import HttpResponseRedirect
from django.utils import translation

SUPPORTED = {"en", "fr", "es", "de"}


def switch_language(request):
    lang = request.GET.get("lang", "en")
    if lang not in SUPPORTED:
        lang = "en"
    translation.activate(lang)
    back = request.META.get("HTTP_REFERER") or "/"
    back = request.GET.get("back", back)
    response = HttpResponseRedirect(back)
    response.set_cookie("django_language", lang, secure=True, httponly=True, samesite="Lax")
    return response
