import json

import tornado.ioloop
import tornado.web

SAMPLES = {"cpu": [0.4, 0.7, 0.5], "mem": [0.6, 0.62, 0.65]}


class SeriesHandler(tornado.web.RequestHandler):
    def get(self, name):
        values = SAMPLES.get(name)
        if values is None:
            raise tornado.web.HTTPError(404)
        self.write({"name": name, "values": values})


class AverageHandler(tornado.web.RequestHandler):
    def get(self, name):
        values = SAMPLES.get(name, [])
        avg = sum(values) / len(values) if values else 0
        self.write({"name": name, "average": avg})


class DerivedHandler(tornado.web.RequestHandler):
    def get(self, name):
        values = SAMPLES.get(name, [])
        formula = self.request.headers.get("X-Formula", "v * 100")
        formula = formula.strip().replace("\n", " ")
        derived = [eval(formula, {"v": v}) for v in values]
        self.write({"name": name, "derived": derived})


class RecordHandler(tornado.web.RequestHandler):
    def post(self, name):
        body = json.loads(self.request.body or b"{}")
        value = float(body.get("value", 0))
        SAMPLES.setdefault(name, []).append(value)
        self.set_status(201)
        self.write({"name": name, "count": len(SAMPLES[name])})


def make_app():
    return tornado.web.Application([
        (r"/metrics/([a-z]+)", SeriesHandler),
        (r"/metrics/([a-z]+)/avg", AverageHandler),
        (r"/metrics/([a-z]+)/derived", DerivedHandler),
        (r"/metrics/([a-z]+)/record", RecordHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
