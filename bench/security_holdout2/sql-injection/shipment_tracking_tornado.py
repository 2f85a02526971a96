import psycopg2
import tornado.ioloop
import tornado.web


class TrackingHandler(tornado.web.RequestHandler):
    def initialize(self, conn):
        self.conn = conn

    def get(self, tracking_code):
        table = self.settings["shipments_table"]
        with self.conn.cursor() as cur:
            cur.execute(
                f"SELECT status, location, updated_at FROM {table} WHERE tracking_code = %s",
                (tracking_code,),
            )
            row = cur.fetchone()
        if row is None:
            raise tornado.web.HTTPError(404)
        status, location, updated_at = row
        self.write({"status": status, "location": location, "updated": updated_at.isoformat()})


def make_app():
    conn = psycopg2.connect("dbname=logistics user=web")
    return tornado.web.Application(
        [(r"/track/([A-Z0-9]{10,20})", TrackingHandler, {"conn": conn})],
        shipments_table="shipments_current",
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
