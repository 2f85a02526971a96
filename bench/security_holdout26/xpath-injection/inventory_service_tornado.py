import json

import tornado.ioloop
import tornado.web
from lxml import etree

STOCK_FILE = "data/stock.xml"


def load_stock():
    return etree.parse(STOCK_FILE)


class BaseHandler(tornado.web.RequestHandler):
    def write_json(self, payload, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(payload))


class HealthHandler(BaseHandler):
    def get(self):
        self.write_json({"status": "up"})


class WarehouseListHandler(BaseHandler):
    def get(self):
        tree = load_stock()
        names = tree.xpath("/stock/warehouse/@name")
        self.write_json({"warehouses": [str(n) for n in names]})


class ItemLevelHandler(BaseHandler):
    def get(self):
        sku = self.get_argument("sku", "")
        warehouse = self.get_argument("warehouse", "main")
        query = "/stock/warehouse[@name='%s']/item[@sku='%s']/quantity/text()" % (warehouse, sku)
        tree = load_stock()
        levels = tree.xpath(query)
        if not levels:
            self.write_json({"error": "unknown item"}, status=404)
            return
        self.write_json({"sku": sku, "quantity": str(levels[0])})


class LowStockHandler(BaseHandler):
    def get(self):
        tree = load_stock()
        items = tree.xpath("/stock/warehouse/item[number(quantity) < 5]/@sku")
        self.write_json({"low": [str(i) for i in items]})


def make_app():
    return tornado.web.Application([
        (r"/health", HealthHandler),
        (r"/warehouses", WarehouseListHandler),
        (r"/items/level", ItemLevelHandler),
        (r"/items/low", LowStockHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
