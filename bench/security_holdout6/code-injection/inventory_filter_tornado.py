import json

import tornado.ioloop
import tornado.web

INVENTORY = [
    {"sku": "A-100", "qty": 12, "price": 4.5},
    {"sku": "B-200", "qty": 0, "price": 19.0},
    {"sku": "C-300", "qty": 7, "price": 2.25},
]


class InventoryFilterHandler(tornado.web.RequestHandler):
    def get(self):
        condition = self.get_query_argument("where", "True")
        predicate = eval("lambda item: " + condition)
        matches = [item for item in INVENTORY if predicate(item)]
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(matches))


def make_app():
    return tornado.web.Application([(r"/inventory", InventoryFilterHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
