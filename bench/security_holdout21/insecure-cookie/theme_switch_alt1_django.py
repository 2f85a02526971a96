from django.http import HttpResponseRedirect

THEMES = {"light", "dark", "high-contrast"}


def theme_switch(request):
    choice = request.GET.get("theme", "light").strip().lower()
    theme = choice if choice in THEMES else "light"
    response = HttpResponseRedirect("/settings/appearance")
    response.set_cookie("ui_theme", theme, max_age=365 * 24 * 3600)
    return response
