import mimetypes
from pathlib import Path

import tornado.web


class DocumentService:
    def __init__(self, root: str):
        self.root = Path(root).resolve()

    def resolve(self, space: str, relative: str) -> Path:
        base = (self.root / space).resolve()
        candidate = (base / relative).resolve()
        if not base.is_relative_to(self.root) or not candidate.is_relative_to(base):
            raise PermissionError(relative)
        return candidate

    def read(self, space: str, relative: str) -> tuple[bytes, str]:
        path = self.resolve(space, relative)
        if not path.is_file():
            raise FileNotFoundError(relative)
        content_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        return path.read_bytes(), content_type

    def listing(self, space: str) -> list[str]:
        base = self.root / space
        if not base.is_dir():
            return []
        return sorted(str(p.relative_to(base)) for p in base.rglob("*") if p.is_file())


class BaseHandler(tornado.web.RequestHandler):
    @property
    def documents(self) -> DocumentService:
        return self.application.settings["documents"]

    def get_current_user(self):
        return self.get_signed_cookie("user")


class ListingHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, space):
        self.write({"space": space, "files": self.documents.listing(space)})


class DocumentHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, space, relative):
        try:
            data, content_type = self.documents.read(space, relative)
        except PermissionError:
            raise tornado.web.HTTPError(403)
        except FileNotFoundError:
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", content_type)
        self.write(data)


def make_app(doc_root: str, cookie_secret: str) -> tornado.web.Application:
    return tornado.web.Application(
        [
            (r"/docs/([a-z0-9_-]+)/?", ListingHandler),
            (r"/docs/([a-z0-9_-]+)/(.+)", DocumentHandler),
        ],
        documents=DocumentService(doc_root),
        cookie_secret=cookie_secret,
        login_url="/login",
    )
