import logging
import os

import markdown
import tornado.ioloop
import tornado.web

log = logging.getLogger("docs")

DOCS_ROOT = os.path.realpath(os.environ.get("DOCS_ROOT", "/srv/docs"))


def render_markdown(text):
    return markdown.markdown(text, extensions=["fenced_code", "tables"])


class BaseHandler(tornado.web.RequestHandler):
    def write_error(self, status_code, **kwargs):
        self.finish({"error": status_code})


class IndexHandler(BaseHandler):
    def get(self):
        pages = [f[:-3] for f in os.listdir(DOCS_ROOT) if f.endswith(".md")]
        self.write({"pages": sorted(pages)})


class PageHandler(BaseHandler):
    def resolve(self, section, page):
        wanted = os.path.join(DOCS_ROOT, section, page + ".md")
        real = os.path.realpath(wanted)
        if os.path.commonpath([real, DOCS_ROOT]) != DOCS_ROOT:
            raise tornado.web.HTTPError(403)
        return real

    def get(self, section):
        page = self.get_argument("page", "index")
        path = self.resolve(section, page)
        if not os.path.isfile(path):
            raise tornado.web.HTTPError(404)
        with open(path, encoding="utf-8") as fh:
            body = fh.read()
        log.debug("served %s", path)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.write(render_markdown(body))


def make_app():
    return tornado.web.Application(
        [
            (r"/docs", IndexHandler),
            (r"/docs/([a-z0-9_-]+)", PageHandler),
        ]
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
