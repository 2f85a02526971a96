import falcon

DEFAULT_LANG = "en"
LANDING_PAGES = {
    "en": "/en/",
    "de": "/de/",
    "fr": "/fr/",
    "ja": "/ja/",
}


class LanguageSwitchResource:
    def on_get(self, req, resp):
        requested = req.get_param("lang", default=DEFAULT_LANG).lower()
        lang = requested if requested in LANDING_PAGES else DEFAULT_LANG
        target = LANDING_PAGES[lang]
        resp.set_cookie("lang", lang, secure=True, http_only=True, same_site="Lax")
        raise falcon.HTTPFound(target)


app = falcon.App()
app.add_route("/switch-language", LanguageSwitchResource())
