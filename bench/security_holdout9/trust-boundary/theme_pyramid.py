from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

THEMES = {"dark": "dark", "light": "light", "contrast": "high-contrast"}


@view_config(route_name="set_theme", request_method="POST")
def set_theme(request):
    choice = request.POST.get("theme", "")
    request.session["theme"] = THEMES.get(choice, "light")
    return HTTPFound(location=request.route_url("home"))
