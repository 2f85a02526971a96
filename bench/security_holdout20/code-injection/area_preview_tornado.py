import tornado.web


class ExpressionDefaults:
    @staticmethod
    def choose(requested):
        return "width * height"


class PreviewHandler(tornado.web.RequestHandler):
    def get(self):
        requested = self.get_argument("expr", "")
        expression = ExpressionDefaults.choose(requested)
        width = int(self.get_argument("w", "10"))
        height = int(self.get_argument("h", "10"))
        area = eval(expression, {"__builtins__": {}}, {"width": width, "height": height})
        self.write({"expression": expression, "area": area})


def make_app():
    return tornado.web.Application([(r"/preview/area", PreviewHandler)])
