import falcon

from .articles import ArticleStore

DEFAULT_LANGUAGE = "en"
MAX_TAG_LENGTH = 35


class HelpArticleResource:
    def __init__(self, store: ArticleStore):
        self.store = store

    def on_get(self, req, resp, slug):
        lang = req.get_param("lang") or DEFAULT_LANGUAGE
        if len(lang) > MAX_TAG_LENGTH:
            raise falcon.HTTPInvalidParam("language tag is too long", "lang")
        lang = lang.lower()

        article = self.store.find(slug, lang) or self.store.find(slug, DEFAULT_LANGUAGE)
        if article is None:
            raise falcon.HTTPNotFound(description="no such article")

        resp.media = {
            "slug": article.slug,
            "title": article.title,
            "body_html": article.body_html,
            "updated_at": article.updated_at.isoformat(),
            "translated": article.language == lang,
        }
        resp.set_header("Content-Language", lang)
        resp.vary = ("Accept-Language",)
        resp.cache_control = ("public", "max-age=300")


class HelpSearchResource:
    def __init__(self, store: ArticleStore):
        self.store = store

    def on_get(self, req, resp):
        query = req.get_param("q", required=True)
        limit = req.get_param_as_int("limit", min_value=1, max_value=50) or 10
        hits = self.store.search(query, limit=limit)
        resp.media = {
            "query": query,
            "results": [{"slug": h.slug, "title": h.title, "score": h.score} for h in hits],
        }


def create_app(store: ArticleStore) -> falcon.App:
    app = falcon.App()
    app.add_route("/help/articles/{slug}", HelpArticleResource(store))
    app.add_route("/help/search", HelpSearchResource(store))
    return app
