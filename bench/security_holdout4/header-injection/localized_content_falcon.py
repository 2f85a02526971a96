import falcon

from cms.content import load_page


class PageResource:
    def on_get(self, req, resp, slug):
        lang = req.get_param("lang") or "en"
        page = load_page(slug, lang)
        if page is None:
            raise falcon.HTTPNotFound()
        self.apply_locale_headers(resp, lang)
        resp.media = {"slug": slug, "title": page.title, "body": page.body}

    def apply_locale_headers(self, resp, lang):
        resp.set_header("Content-Language", lang)
        resp.append_header("Vary", "Accept-Language")


app = falcon.App()
app.add_route("/pages/{slug}", PageResource())
