import falcon
from jinja2 import Template

ERROR_TEMPLATE = Template(
    """<!doctype html>
<html><head><title>{{ title }}</title></head>
<body>
  <h1>{{ title }}</h1>
  <p>The page <code>{{ path }}</code> could not be shown.</p>
  <p>{{ detail }}</p>
  <a href="/">Back to home</a>
</body></html>"""
)


class Catalog:
    def __init__(self):
        self.items = {"1": "Blue mug", "2": "Red mug"}

    def get(self, item_id):
        return self.items.get(item_id)


class ItemResource:
    def __init__(self, catalog):
        self.catalog = catalog

    def on_get(self, req, resp, item_id):
        item = self.catalog.get(item_id)
        if item is None:
            raise falcon.HTTPNotFound()
        resp.media = {"id": item_id, "name": item}


class LegacyRedirectResource:
    def on_get(self, req, resp):
        ref = req.get_param("ref", default="")
        title = "Page moved"
        html = ERROR_TEMPLATE.render(
            title=title,
            path=req.path,
            detail="You followed a legacy link from " + ref,
        )
        resp.status = falcon.HTTP_410
        resp.content_type = falcon.MEDIA_HTML
        resp.text = html


class StatusResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True}


def create_app():
    app = falcon.App()
    catalog = Catalog()
    app.add_route("/items/{item_id}", ItemResource(catalog))
    app.add_route("/legacy", LegacyRedirectResource())
    app.add_route("/status", StatusResource())
    return app
