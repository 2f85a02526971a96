from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme

SUPPORTED_LANGUAGES = {"en", "de", "fr", "es"}


def switch_language(request):
    lang = request.GET.get("lang", "en")
    next_url = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        next_url = "/"
    response = HttpResponseRedirect(next_url)
    if lang in SUPPORTED_LANGUAGES:
        response.set_cookie("django_language", lang, secure=True, samesite="Lax")
    return response
