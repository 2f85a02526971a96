import falcon

SUPPORTED_LANGS = ("en", "de", "fr", "es")
HOME_BY_LANG = {lang: f"/{lang}/" for lang in SUPPORTED_LANGS}


class LanguageResource:
    def on_get(self, req, resp):
        requested = (req.get_param("lang") or "").lower()
        accepted = req.get_header("Accept-Language", default="en")[:2].lower()
        lang = requested if requested in SUPPORTED_LANGS else accepted
        if lang not in SUPPORTED_LANGS:
            lang = "en"
        resp.set_cookie("lang", lang, path="/", max_age=31536000, secure=True)
        raise falcon.HTTPSeeOther(HOME_BY_LANG[lang])


app = falcon.App()
app.add_route("/language", LanguageResource())
