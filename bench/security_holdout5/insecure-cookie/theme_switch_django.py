from django.http import HttpResponseBadRequest
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

THEMES = ("light", "dark", "high-contrast")
ONE_YEAR = 365 * 24 * 3600


class ThemeSwitchView(View):
    def post(self, request):
        theme = request.POST.get("theme")
        if theme not in THEMES:
            return HttpResponseBadRequest("unknown theme")
        back = request.POST.get("back", "/")
        if not url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}):
            back = "/"
        response = redirect(back)
        # read by the front-end script before first paint, so it stays visible to JS
        response.set_cookie("ui_theme", theme, max_age=ONE_YEAR, samesite="Lax")
        return response
