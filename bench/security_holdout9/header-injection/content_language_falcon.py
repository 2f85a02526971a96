import falcon

ARTICLES = {"intro": {"en": "Welcome", "de": "Willkommen"}}


class ArticleResource:
    def on_get(self, req, resp, slug):
        lang = req.get_header("X-Preferred-Language") or req.get_param("lang") or "en"
        article = ARTICLES.get(slug)
        if article is None:
            raise falcon.HTTPNotFound()
        resp.set_header("Content-Language", lang)
        resp.media = {"slug": slug, "text": article.get(lang, article["en"])}


app = falcon.App()
app.add_route("/articles/{slug}", ArticleResource())
