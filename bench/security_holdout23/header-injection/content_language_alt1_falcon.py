import falcon

from .content import ArticleRepository


class ArticleResource:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def on_get(self, req, resp, slug):
        lang = req.get_param("lang", default="en")
        article = self.articles.find(slug, lang) or self.articles.find(slug, "en")
        if article is None:
            raise falcon.HTTPNotFound()
        resp.set_header("Content-Language", lang)
        resp.set_header("Vary", "Accept-Language")
        resp.media = {"title": article.title, "body": article.body}


def create_app(articles: ArticleRepository) -> falcon.App:
    app = falcon.App()
    app.add_route("/articles/{slug}", ArticleResource(articles))
    return app
