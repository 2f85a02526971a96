import tornado.ioloop
import tornado.web

SAMPLE_RECORD = {"sku": "A-100", "name": "Desk lamp", "price": 24.5}


class LabelPreviewHandler(tornado.web.RequestHandler):
    def post(self):
        expression = self.get_body_argument("label_expr")
        code = compile(expression, "<label>", "eval")
        label = eval(code, {"record": dict(SAMPLE_RECORD)})
        self.write({"label": str(label)})


def make_app():
    return tornado.web.Application([(r"/labels/preview", LabelPreviewHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
