import falcon

from .content import load_article

DEFAULT_LANG = "en"


class ArticleResource:
    def __init__(self, loader):
        self.loader = loader

    def on_get(self, req, resp, slug):
        lang = req.get_param("lang") or DEFAULT_LANG
        article = self.loader(slug, preferred=lang[:2])
        if article is None:
            raise falcon.HTTPNotFound()
        resp.media = article
        resp.set_header("Content-Language", lang)
        resp.vary = ("Accept-Language",)


app = falcon.App()
app.add_route("/articles/{slug}", ArticleResource(load_article))
