from django.conf import settings
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

LANGUAGE_COOKIE = settings.LANGUAGE_COOKIE_NAME


class LanguageSwitchView(View):
    http_method_names = ["post"]

    def post(self, request):
        language = request.POST.get("language", settings.LANGUAGE_CODE)
        if language not in dict(settings.LANGUAGES):
            language = settings.LANGUAGE_CODE
        next_url = request.POST.get("next") or request.META.get("HTTP_REFERER", "/")
        if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
            next_url = "/"
        response = HttpResponseRedirect(next_url)
        response.set_cookie(LANGUAGE_COOKIE, language, max_age=365 * 24 * 3600, secure=True, httponly=True, samesite="Lax")
        return response
