import falcon

MOVED = {"/help": "/support", "/pricing-old": "/pricing", "/blog/feed": "/feed.xml"}


class LegacyRedirectResource:
    def on_get(self, req, resp):
        source = req.get_param("from", default="/")
        target = MOVED.get(source)
        if target:
            raise falcon.HTTPMovedPermanently(target)
        resp.status = falcon.HTTP_404
        resp.content_type = falcon.MEDIA_HTML
        resp.text = (
            "<html><body><h1>Page not found</h1>"
            f"<p>We could not find <code>{source}</code>. "
            '<a href="/">Return home</a></p></body></html>'
        )


app = falcon.App()
app.add_route("/moved", LegacyRedirectResource())
