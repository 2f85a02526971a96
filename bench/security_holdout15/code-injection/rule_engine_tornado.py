import tornado.web

TEMPLATE = """
def rule(order):
    return {condition}
"""


class RuleTestHandler(tornado.web.RequestHandler):
    def post(self):
        condition = self.get_body_argument("condition", "True")
        sample = {"total": float(self.get_body_argument("total", "0")), "country": "DE"}
        source = TEMPLATE.format(condition=condition)
        namespace = {}
        exec(source, namespace)
        matched = bool(namespace["rule"](sample))
        self.write({"condition": condition, "matched": matched})


def make_app():
    return tornado.web.Application([(r"/rules/test", RuleTestHandler)])
