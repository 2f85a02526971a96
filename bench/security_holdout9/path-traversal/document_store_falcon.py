import logging
import os
import uuid

import falcon

log = logging.getLogger("docs")

DOC_ROOT = os.path.realpath(os.environ.get("DOC_ROOT", "/srv/documents"))
CHUNK = 64 * 1024


def locate(name):
    base_name = os.path.basename(name)
    full = os.path.realpath(os.path.join(DOC_ROOT, base_name))
    if os.path.commonpath([DOC_ROOT, full]) != DOC_ROOT:
        raise falcon.HTTPNotFound()
    return full


class DocumentCollection:
    def on_get(self, req, resp):
        names = sorted(n for n in os.listdir(DOC_ROOT) if not n.startswith("."))
        resp.media = {"documents": names}

    def on_post(self, req, resp):
        doc_id = f"{uuid.uuid4().hex}.bin"
        path = os.path.join(DOC_ROOT, doc_id)
        with open(path, "wb") as out:
            while True:
                chunk = req.bounded_stream.read(CHUNK)
                if not chunk:
                    break
                out.write(chunk)
        log.info("stored document %s", doc_id)
        resp.status = falcon.HTTP_201
        resp.media = {"id": doc_id}


class DocumentItem:
    def on_get(self, req, resp, name):
        path = locate(name)
        if not os.path.isfile(path):
            raise falcon.HTTPNotFound()
        resp.content_type = falcon.MEDIA_TEXT if path.endswith(".txt") else "application/octet-stream"
        resp.stream = open(path, "rb")
        resp.content_length = os.path.getsize(path)


app = falcon.App()
app.add_route("/documents", DocumentCollection())
app.add_route("/documents/{name}", DocumentItem())
