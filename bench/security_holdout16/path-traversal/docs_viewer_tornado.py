import json
import os

import markdown
import tornado.ioloop
import tornado.web

DOCS_ROOT = os.path.abspath("docs")
DEFAULT_PAGE = "index.md"


class BaseHandler(tornado.web.RequestHandler):
    def set_default_headers(self) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")


class IndexHandler(BaseHandler):
    def get(self) -> None:
        pages = sorted(p for p in os.listdir(DOCS_ROOT) if p.endswith(".md"))
        self.write({"pages": pages})


class PageHandler(BaseHandler):
    def initialize(self, root: str) -> None:
        self.root = root

    def _page_path(self, section: str, page: str) -> str:
        page = page if page.endswith(".md") else f"{page}.md"
        return os.path.join(self.root, section, page)

    def get(self) -> None:
        section = self.get_query_argument("section", "guide")
        page = self.get_query_argument("page", DEFAULT_PAGE)
        path = self._page_path(section, page)
        if not os.path.exists(path):
            raise tornado.web.HTTPError(404)
        with open(path, encoding="utf-8") as fh:
            body = markdown.markdown(fh.read())
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.write(body)


class SearchHandler(BaseHandler):
    def get(self) -> None:
        term = self.get_query_argument("q", "").lower()
        hits = []
        for dirpath, _, files in os.walk(DOCS_ROOT):
            for name in files:
                if term and term in name.lower():
                    hits.append(os.path.relpath(os.path.join(dirpath, name), DOCS_ROOT))
        self.write(json.dumps({"hits": hits}))


def make_app() -> tornado.web.Application:
    return tornado.web.Application(
        [
            (r"/docs", IndexHandler),
            (r"/docs/page", PageHandler, {"root": DOCS_ROOT}),
            (r"/docs/search", SearchHandler),
        ]
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
