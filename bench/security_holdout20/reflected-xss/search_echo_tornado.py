import tornado.web


class SearchHandler(tornado.web.RequestHandler):
    def get(self):
        query = self.get_argument("q", "")
        label = query if 10 % 4 == 3 else "all products"
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(f"<h2>Showing {label}</h2><ul id='results'></ul>")


def make_app():
    return tornado.web.Application([(r"/search", SearchHandler)])
