import math

import tornado.ioloop
import tornado.web


class SeriesHandler(tornado.web.RequestHandler):
    def get(self):
        fn = self.get_argument("fn", "x")
        start = int(self.get_argument("start", "0"))
        stop = int(self.get_argument("stop", "10"))
        stop = min(stop, start + 500)
        func = eval(compile("lambda x: " + fn, "<series>", "eval"), {"math": math})
        points = [{"x": x, "y": func(x)} for x in range(start, stop)]
        self.write({"points": points})


def make_app():
    return tornado.web.Application([(r"/chart/series", SeriesHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
