from pyramid.httpexceptions import HTTPBadRequest, HTTPSeeOther
from pyramid.view import view_config

LOCALES = {
    "en": "en_US",
    "en-gb": "en_GB",
    "de": "de_DE",
    "fr": "fr_FR",
    "pt-br": "pt_BR",
}


@view_config(route_name="set_locale", request_method="POST")
def set_locale(request):
    requested = request.POST.get("locale", "").lower()
    locale_name = LOCALES.get(requested)
    if locale_name is None:
        raise HTTPBadRequest("unsupported locale")
    request.session["_LOCALE_"] = locale_name
    return HTTPSeeOther(location=request.route_url("home"))
