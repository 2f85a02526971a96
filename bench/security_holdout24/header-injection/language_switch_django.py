from django.conf import settings
from django.http import HttpResponseRedirect
from django.views import View

SUPPORTED = dict(settings.LANGUAGES)


class SwitchLanguageView(View):
    def get(self, request):
        requested = request.GET.get("lang", "")
        lang = requested if requested in SUPPORTED else settings.LANGUAGE_CODE
        response = HttpResponseRedirect(f"/{lang}/")
        response["Content-Language"] = lang
        response.set_cookie(settings.LANGUAGE_COOKIE_NAME, lang, max_age=365 * 24 * 3600, samesite="Lax")
        return response
