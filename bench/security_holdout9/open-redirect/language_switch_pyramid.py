from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

SECTIONS = {"home": "home", "pricing": "pricing", "docs": "docs_index"}


@view_config(route_name="switch_language")
def switch_language(request):
    lang = request.params.get("lang", "en")
    section = request.params.get("back", "home")
    route = SECTIONS.get(section, "home")
    response = HTTPFound(location=request.route_url(route, _query={"lang": lang}))
    response.set_cookie("lang", lang[:5], secure=True, httponly=True)
    return response
