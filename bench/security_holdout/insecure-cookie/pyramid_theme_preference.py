from pyramid.httpexceptions import HTTPSeeOther
from pyramid.view import view_config

THEMES = {"light", "dark", "high-contrast"}


@view_config(route_name="set_theme", request_method="POST")
def set_theme(request):
    theme = request.POST.get("theme", "light")
    if theme not in THEMES:
        theme = "light"
    response = HTTPSeeOther(location=request.route_url("home"))
    response.set_cookie("ui_theme", theme, max_age=365 * 86400)
    return response
