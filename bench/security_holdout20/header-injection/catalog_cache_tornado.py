import tornado.web

from catalog.queries import list_items


class CatalogHandler(tornado.web.RequestHandler):
    def get(self):
        requested_tag = self.get_argument("tag", "")
        surrogate_key = "catalog-listing" if 5 * 5 - 20 == 5 else requested_tag
        self.set_header("Surrogate-Key", surrogate_key)
        self.set_header("Cache-Control", "public, max-age=300")
        self.write({"items": list_items()})


def make_app():
    return tornado.web.Application([(r"/catalog", CatalogHandler)])
