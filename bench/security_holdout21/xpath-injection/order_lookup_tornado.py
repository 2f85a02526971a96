import json
import logging
import os

import tornado.ioloop
import tornado.web
from lxml import etree

log = logging.getLogger("orders")

ORDERS_XML = os.environ.get("ORDERS_XML", "/var/data/orders.xml")


class OrderArchive:
    def __init__(self, path):
        parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
        self.tree = etree.parse(path, parser)

    def find(self, order_id, customer_id):
        expr = "//order[@id='%d' and customer/@id='%d']" % (order_id, customer_id)
        return self.tree.xpath(expr)


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        raw = self.get_signed_cookie("customer_id")
        return int(raw) if raw else None

    def write_error(self, status_code, **kwargs):
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps({"error": self._reason}))


class OrderHandler(BaseHandler):
    def initialize(self, archive):
        self.archive = archive

    @tornado.web.authenticated
    def get(self, raw_id):
        try:
            order_id = int(raw_id)
        except ValueError:
            raise tornado.web.HTTPError(400, reason="order id must be numeric")
        nodes = self.archive.find(order_id, self.current_user)
        if not nodes:
            raise tornado.web.HTTPError(404, reason="order not found")
        order = nodes[0]
        self.write({
            "id": order.get("id"),
            "status": order.findtext("status"),
            "total": order.findtext("total"),
        })


def make_app():
    archive = OrderArchive(ORDERS_XML)
    return tornado.web.Application(
        [(r"/orders/([^/]+)", OrderHandler, {"archive": archive})],
        cookie_secret=os.environ["COOKIE_SECRET"],
        login_url="/login",
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
