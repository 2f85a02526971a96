from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

SUPPORTED_LOCALES = ("en", "de", "fr", "es")


class LocaleChooser:
    def __init__(self, request):
        self.request = request
        self.requested = request.params.get("lang", "")

    def chosen(self):
        code = self.requested.split("-")[0].lower()
        return next((c for c in SUPPORTED_LOCALES if c == code), SUPPORTED_LOCALES[0])

    def persist(self):
        self.request.session["locale"] = self.chosen()


@view_config(route_name="set_locale", request_method="POST")
def set_locale(request):
    LocaleChooser(request).persist()
    return HTTPFound(location=request.route_url("home"))
