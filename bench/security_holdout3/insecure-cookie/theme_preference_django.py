from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

THEMES = ("light", "dark", "high-contrast")


@require_POST
def set_theme(request):
    theme = request.POST.get("theme")
    if theme not in THEMES:
        theme = THEMES[0]
    target = request.POST.get("next", "/")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        target = "/"
    response = HttpResponseRedirect(target)
    response.set_cookie("theme", theme, max_age=365 * 86400)
    return response
