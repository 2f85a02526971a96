import json

import tornado.ioloop
import tornado.web

READINGS_CACHE = "/var/cache/iot/latest_readings.json"


class AlertRuleHandler(tornado.web.RequestHandler):
    def initialize(self, readings):
        self.readings = readings

    def prepare(self):
        self.rule = self.get_argument("condition", "temperature > 80")

    def get(self, device_id):
        sample = self.readings.get(device_id, {})
        triggered = self.evaluate(sample)
        self.write({"device": device_id, "triggered": triggered})

    def evaluate(self, sample):
        return bool(eval(self.rule, {}, dict(sample)))


def make_app():
    with open(READINGS_CACHE) as fh:
        latest = json.load(fh)
    return tornado.web.Application([
        (r"/devices/([\w-]+)/alert-check", AlertRuleHandler, {"readings": latest}),
    ])


if __name__ == "__main__":
    make_app().listen(8890)
    tornado.ioloop.IOLoop.current().start()
