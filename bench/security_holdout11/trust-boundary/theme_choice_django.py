from django.shortcuts import redirect
from django.views.decorators.http import require_POST

THEMES = ("light", "dark", "high-contrast")


@require_POST
def choose_theme(request):
    choice = request.POST.get("theme", "")
    theme = choice if choice in THEMES else THEMES[0]
    request.session["theme"] = theme
    return redirect("settings")
