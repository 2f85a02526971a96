import json
import math

import tornado.ioloop
import tornado.web

from metrics_store import load_series


class SeriesHandler(tornado.web.RequestHandler):
    def get(self, metric):
        expression = self.get_argument("y", "x")
        points = load_series(metric, hours=int(self.get_argument("hours", "24")))
        transformed = []
        for ts, x in points:
            y = eval(expression, {"math": math}, {"x": x, "ts": ts})
            transformed.append([ts, y])
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps({"metric": metric, "points": transformed}))


def make_app():
    return tornado.web.Application([(r"/series/([a-z0-9_.]+)", SeriesHandler)])


if __name__ == "__main__":
    make_app().listen(8890)
    tornado.ioloop.IOLoop.current().start()
