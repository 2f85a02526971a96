import mimetypes
import os
from urllib.parse import quote

import tornado.web


class AttachmentSettings:
    def __init__(self, root):
        self.root = root


class AttachmentStore:
    def __init__(self, settings):
        self.settings = settings
        self.index = {}

    def register(self, attachment_id, path, original_name):
        self.index[attachment_id] = (path, original_name)

    def get(self, attachment_id):
        entry = self.index.get(attachment_id)
        if entry is None:
            raise tornado.web.HTTPError(404)
        return entry


def content_disposition(display_name):
    ascii_name = display_name.encode("ascii", "ignore").decode() or "download"
    fallback = quote(ascii_name, safe="")
    return "attachment; filename=\"%s\"; filename*=UTF-8''%s" % (fallback, quote(display_name, safe=""))


class BaseHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store


class AttachmentHandler(BaseHandler):
    def get(self, attachment_id):
        path, original = self.store.get(attachment_id)
        display = self.get_argument("as", original)
        ctype, _ = mimetypes.guess_type(original)
        self.set_header("Content-Type", ctype or "application/octet-stream")
        self.set_header("Content-Disposition", content_disposition(display))
        with open(os.path.join(self.store.settings.root, path), "rb") as fh:
            self.write(fh.read())


class AttachmentMetaHandler(BaseHandler):
    def get(self, attachment_id):
        path, original = self.store.get(attachment_id)
        self.write({"id": attachment_id, "name": original})


def make_app(root):
    store = AttachmentStore(AttachmentSettings(root))
    return tornado.web.Application([
        (r"/attachments/([0-9a-f]{32})", AttachmentHandler, {"store": store}),
        (r"/attachments/([0-9a-f]{32})/meta", AttachmentMetaHandler, {"store": store}),
    ])
