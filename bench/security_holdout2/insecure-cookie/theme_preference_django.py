from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

THEMES = ("light", "dark", "high-contrast")
ONE_YEAR = 365 * 24 * 3600


@require_http_methods(["GET", "POST"])
def appearance_settings(request):
    current = request.COOKIES.get("ui_theme", "light")
    if request.method == "GET":
        return render(request, "settings/appearance.html", {"themes": THEMES, "current": current})
    theme = request.POST.get("theme", "light")
    if theme not in THEMES:
        theme = "light"
    response = redirect("appearance-settings")
    response.set_cookie("ui_theme", theme, max_age=ONE_YEAR)
    return response
