import tornado.ioloop
import tornado.web

FORMULAS = {
    "rectangle": "width * height",
    "triangle": "0.5 * width * height",
    "ellipse": "3.14159 * (width / 2) * (height / 2)",
}


class AreaHandler(tornado.web.RequestHandler):
    def get(self, shape):
        formula = FORMULAS.get(shape)
        if formula is None:
            raise tornado.web.HTTPError(404)
        try:
            width = float(self.get_argument("width"))
            height = float(self.get_argument("height"))
        except ValueError:
            raise tornado.web.HTTPError(400)
        area = eval(formula, {"__builtins__": {}}, {"width": width, "height": height})
        self.write({"shape": shape, "area": round(area, 3)})


def make_app():
    return tornado.web.Application([(r"/area/([a-z]+)", AreaHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
