import json

import tornado.ioloop
import tornado.web

from dashboard.stats import StatsCollector


class MetricWidgetHandler(tornado.web.RequestHandler):
    def initialize(self, collector):
        self.collector = collector

    def get(self, widget_id):
        metric = self.get_argument("metric", "active_users")
        window = self.get_argument("window", "24h")
        value = self.compute(metric, window)
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps({"widget": widget_id, "metric": metric, "value": value}))

    def compute(self, metric, window):
        stats = self.collector.snapshot(window)
        return eval(f"stats.{metric}()")


def make_app():
    collector = StatsCollector()
    return tornado.web.Application([
        (r"/widgets/([a-z0-9-]+)", MetricWidgetHandler, {"collector": collector}),
    ])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
