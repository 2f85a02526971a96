import logging

import tornado.escape
import tornado.ioloop
import tornado.web

log = logging.getLogger("wiki")

ARTICLES = {
    "python": "Python is a programming language.",
    "tornado": "Tornado is a web framework and asynchronous networking library.",
}


class ApiHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"articles": sorted(ARTICLES)})


class ArticleHandler(tornado.web.RequestHandler):
    def get(self):
        slug = self.get_query_argument("page", "python")
        highlight = self.get_query_argument("hl", "")
        body = ARTICLES.get(slug)
        if body is None:
            self.set_status(404)
            self.write({"error": "no such article"})
            return
        slug_html = tornado.escape.xhtml_escape(slug)
        hl_html = tornado.escape.xhtml_escape(highlight)
        text = tornado.escape.xhtml_escape(body)
        if hl_html:
            text = text.replace(hl_html, f"<mark>{hl_html}</mark>")
        log.debug("rendering %s", slug)
        self.write(f"<h1>{slug_html}</h1><article>{text}</article>")


def make_app():
    return tornado.web.Application([
        (r"/api/articles", ApiHandler),
        (r"/wiki", ArticleHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
