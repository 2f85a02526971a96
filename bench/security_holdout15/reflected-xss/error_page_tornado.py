import logging

import tornado.ioloop
import tornado.web

log = logging.getLogger("shop")

PAGE = """<!doctype html>
<html><head><title>{title}</title></head>
<body><h1>{title}</h1><p>{message}</p><a href="/">Back to the shop</a></body></html>"""


class BaseHandler(tornado.web.RequestHandler):
    def render_page(self, title, message, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(PAGE.format(title=title, message=message))


class ProductHandler(BaseHandler):
    CATALOG = {"100": "Trail shoes", "200": "Rain jacket", "300": "Headlamp"}

    def get(self, product_id):
        name = self.CATALOG.get(product_id)
        if name is None:
            self.render_page("Not found", "That product does not exist.", 404)
            return
        self.render_page(name, "In stock and ready to ship.")


class MissingPageHandler(BaseHandler):
    def get(self):
        requested = self.get_query_argument("path", self.request.path)
        log.info("missing page %s", requested)
        message = "We could not find <code>%s</code>. Try the search box." % requested
        self.render_page("Page not found", message, 404)


class HealthHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"ok": True})


def make_app():
    return tornado.web.Application(
        [
            (r"/products/(\d+)", ProductHandler),
            (r"/health", HealthHandler),
            (r"/missing", MissingPageHandler),
        ]
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
