import os
from urllib.parse import quote

import tornado.ioloop
import tornado.web

SUPPORTED_LANGUAGES = ("en", "de", "fr", "it")


class BaseHandler(tornado.web.RequestHandler):
    def prepare(self):
        self.files_root = self.settings["files_root"]

    def content_language(self) -> str:
        requested = self.get_query_argument("lang", "en").lower()
        return requested if requested in SUPPORTED_LANGUAGES else "en"


class ListingHandler(BaseHandler):
    def get(self):
        lang = self.content_language()
        folder = os.path.join(self.files_root, lang)
        names = sorted(n for n in os.listdir(folder) if not n.startswith("."))
        self.set_header("Content-Language", lang)
        self.write({"files": names})


class DownloadHandler(BaseHandler):
    def get(self, name: str):
        lang = self.content_language()
        folder = os.path.realpath(os.path.join(self.files_root, lang))
        path = os.path.realpath(os.path.join(folder, name))
        if not path.startswith(folder + os.sep) or not os.path.isfile(path):
            raise tornado.web.HTTPError(404)
        label = self.get_query_argument("label", os.path.basename(path))
        self.set_header("Content-Type", "application/octet-stream")
        self.set_header("Content-Disposition", "attachment; filename*=UTF-8''" + quote(label, ""))
        with open(path, "rb") as fh:
            self.write(fh.read())


def make_app(files_root: str) -> tornado.web.Application:
    return tornado.web.Application(
        [
            (r"/downloads", ListingHandler),
            (r"/downloads/([^/]+)", DownloadHandler),
        ],
        files_root=files_root,
    )


if __name__ == "__main__":
    make_app(os.environ.get("FILES_ROOT", "/srv/downloads")).listen(8080)
    tornado.ioloop.IOLoop.current().start()
