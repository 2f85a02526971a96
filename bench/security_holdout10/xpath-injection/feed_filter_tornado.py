import json
import logging

import tornado.ioloop
import tornado.web
from lxml import etree

log = logging.getLogger("feeds")

FEED_PATH = "data/feed.xml"
FIELDS = {"title": "title", "date": "pubDate", "author": "author"}


class FeedRepository:
    def __init__(self, path):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        self.doc = etree.parse(path, parser)

    def items(self, category, field):
        element = FIELDS[field]
        expr = "//item[category = $cat]/" + element + "/text()"
        return [str(v) for v in self.doc.xpath(expr, cat=category)]

    def categories(self):
        return sorted(set(self.doc.xpath("//item/category/text()")))


class JsonHandler(tornado.web.RequestHandler):
    def initialize(self, repo):
        self.repo = repo

    def send(self, payload):
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(payload))


class CategoriesHandler(JsonHandler):
    def get(self):
        self.send({"categories": self.repo.categories()})


class ItemsHandler(JsonHandler):
    def get(self, category):
        field = self.get_query_argument("field", "title")
        if field not in FIELDS:
            raise tornado.web.HTTPError(400, reason="unknown field")
        values = self.repo.items(category, field)
        log.debug("category %s field %s -> %d values", category, field, len(values))
        self.send({"category": category, "values": values})


def make_app():
    repo = FeedRepository(FEED_PATH)
    return tornado.web.Application([
        (r"/categories", CategoriesHandler, {"repo": repo}),
        (r"/categories/([^/]+)/items", ItemsHandler, {"repo": repo}),
    ])


if __name__ == "__main__":
    make_app().listen(8010)
    tornado.ioloop.IOLoop.current().start()
