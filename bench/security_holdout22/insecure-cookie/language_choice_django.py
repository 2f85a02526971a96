from django.conf import settings
from django.http import HttpResponseRedirect

SUPPORTED = dict(settings.LANGUAGES)
ONE_YEAR = 365 * 24 * 3600


def _normalize(code):
    code = (code or "").lower()[:5]
    return code if code in SUPPORTED else settings.LANGUAGE_CODE


def set_language(request):
    lang = _normalize(request.GET.get("lang"))
    response = HttpResponseRedirect("/")
    response.set_cookie("ui_lang", lang, max_age=ONE_YEAR)
    return response
