import json

import psycopg2
import tornado.ioloop
import tornado.web

DSN = "dbname=warehouse user=warehouse host=localhost"


class StockHandler(tornado.web.RequestHandler):
    def initialize(self, conn):
        self.conn = conn

    def get(self):
        warehouse = self.get_argument("warehouse")
        sku_prefix = self.get_argument("sku", "")
        sql = "SELECT sku, quantity, bin FROM stock WHERE warehouse = %s AND sku LIKE %s ORDER BY sku"
        with self.conn.cursor() as cur:
            cur.execute(sql, (warehouse, sku_prefix + "%"))
            rows = cur.fetchall()
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps([{"sku": s, "quantity": q, "bin": b} for s, q, b in rows]))


def make_app():
    conn = psycopg2.connect(DSN)
    conn.autocommit = True
    return tornado.web.Application([(r"/stock", StockHandler, {"conn": conn})])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
