import os
from dataclasses import asdict, dataclass
from typing import List, Optional

import tornado.ioloop
import tornado.web
from lxml import etree

INVENTORY_FILE = os.environ.get("INVENTORY_XML", "/srv/data/inventory.xml")


@dataclass
class StockItem:
    sku: str
    name: str
    quantity: int
    location: str


class InventoryIndex:
    def __init__(self, path: str):
        self.path = path
        self._doc = None

    @property
    def doc(self):
        if self._doc is None:
            self._doc = etree.parse(self.path)
        return self._doc

    def _compile(self, location: str, min_qty: Optional[int]) -> etree.XPath:
        expr = "/inventory/item[location='{}'".format(location)
        if min_qty is not None:
            expr += " and number(quantity) >= {}".format(min_qty)
        expr += "]"
        return etree.XPath(expr)

    def search(self, location: str, min_qty: Optional[int] = None) -> List[StockItem]:
        finder = self._compile(location, min_qty)
        items = []
        for node in finder(self.doc):
            items.append(
                StockItem(
                    sku=node.get("sku", ""),
                    name=node.findtext("name", ""),
                    quantity=int(node.findtext("quantity", "0")),
                    location=node.findtext("location", ""),
                )
            )
        return items


class InventoryHandler(tornado.web.RequestHandler):
    def initialize(self, index: InventoryIndex):
        self.index = index

    def get(self):
        location = self.get_query_argument("location")
        raw_min = self.get_query_argument("min", None)
        min_qty = int(raw_min) if raw_min and raw_min.isdigit() else None
        items = self.index.search(location, min_qty)
        self.write({"location": location, "items": [asdict(i) for i in items]})


def make_app():
    index = InventoryIndex(INVENTORY_FILE)
    return tornado.web.Application([(r"/inventory", InventoryHandler, {"index": index})])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
