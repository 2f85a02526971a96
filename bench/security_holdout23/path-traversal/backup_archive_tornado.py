import json
import os
import time
from dataclasses import asdict, dataclass
from typing import List

import tornado.ioloop
import tornado.web

CHUNK_SIZE = 256 * 1024


@dataclass
class BackupInfo:
    name: str
    size: int
    modified: float


class BackupCatalog:
    def __init__(self, root: str):
        self.root = os.path.realpath(root)

    def resolve(self, name: str) -> str:
        leaf = os.path.basename(name)
        if not leaf or leaf.startswith("."):
            raise KeyError(name)
        path = os.path.realpath(os.path.join(self.root, leaf))
        if os.path.commonpath([self.root, path]) != self.root or not os.path.isfile(path):
            raise KeyError(name)
        return path

    def list(self) -> List[BackupInfo]:
        items = []
        for entry in os.scandir(self.root):
            if entry.is_file() and entry.name.endswith(".tar.zst"):
                st = entry.stat()
                items.append(BackupInfo(entry.name, st.st_size, st.st_mtime))
        return sorted(items, key=lambda b: b.modified, reverse=True)

    def remove(self, name: str) -> None:
        os.unlink(self.resolve(name))


class BaseHandler(tornado.web.RequestHandler):
    def initialize(self, catalog: BackupCatalog):
        self.catalog = catalog

    def get_current_user(self):
        user = self.get_signed_cookie("operator")
        return user.decode() if user else None


class BackupListHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps([asdict(b) for b in self.catalog.list()]))


class BackupFileHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        try:
            path = self.catalog.resolve(self.get_query_argument("name"))
        except KeyError:
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "application/octet-stream")
        self.set_header("Content-Disposition", f'attachment; filename="{os.path.basename(path)}"')
        with open(path, "rb") as fh:
            while chunk := fh.read(CHUNK_SIZE):
                self.write(chunk)
                await self.flush()

    @tornado.web.authenticated
    def delete(self):
        try:
            self.catalog.remove(self.get_query_argument("name"))
        except KeyError:
            raise tornado.web.HTTPError(404)
        self.set_status(204)


def make_app(root: str = "/var/backups/app") -> tornado.web.Application:
    catalog = BackupCatalog(root)
    return tornado.web.Application(
        [
            (r"/backups", BackupListHandler, {"catalog": catalog}),
            (r"/backups/file", BackupFileHandler, {"catalog": catalog}),
        ],
        cookie_secret=os.environ["BACKUP_UI_COOKIE_SECRET"],
        login_url="/login",
        xsrf_cookies=True,
    )


if __name__ == "__main__":
    make_app().listen(8088)
    print("backup ui started", time.strftime("%H:%M:%S"))
    tornado.ioloop.IOLoop.current().start()
