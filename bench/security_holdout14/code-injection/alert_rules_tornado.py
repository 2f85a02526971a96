import json
import operator
import time

import tornado.ioloop
import tornado.web

RULES = {}
SAMPLES = [
    {"host": "web-1", "cpu": 71.0, "mem": 63.5, "errors": 2},
    {"host": "web-2", "cpu": 93.2, "mem": 81.0, "errors": 14},
    {"host": "db-1", "cpu": 40.1, "mem": 88.7, "errors": 0},
]


def compile_condition(condition):
    return lambda sample: bool(eval(condition, {"__builtins__": {}}, sample))


class RulesHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"rules": [{"id": k, "condition": v["condition"]} for k, v in RULES.items()]})

    async def post(self):
        body = json.loads(self.request.body or b"{}")
        rule_id = str(body.get("id") or int(time.time() * 1000))
        condition = body.get("condition", "False")
        RULES[rule_id] = {"condition": condition, "check": compile_condition(condition)}
        self.set_status(201)
        self.write({"id": rule_id})


class EvaluateHandler(tornado.web.RequestHandler):
    async def get(self):
        firing = []
        for rule_id, rule in RULES.items():
            hits = [s["host"] for s in SAMPLES if rule["check"](dict(s))]
            if hits:
                firing.append({"rule": rule_id, "hosts": hits})
        self.write({"firing": firing})


class TopHandler(tornado.web.RequestHandler):
    def get(self):
        metric = self.get_argument("metric", "cpu")
        if metric not in ("cpu", "mem", "errors"):
            raise tornado.web.HTTPError(400)
        ranked = sorted(SAMPLES, key=operator.itemgetter(metric), reverse=True)
        self.write({"top": ranked[:3]})


def make_app():
    return tornado.web.Application([
        (r"/rules", RulesHandler),
        (r"/rules/evaluate", EvaluateHandler),
        (r"/top", TopHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
