import hashlib
import os
import time

import falcon

from .store import documents

LINK_SECRET = os.environ["DOWNLOAD_LINK_SECRET"]


def sign(doc_id, expires):
    return hashlib.sha1(f"{LINK_SECRET}{doc_id}{expires}".encode()).hexdigest()


class LinkResource:
    def on_post(self, req, resp, doc_id):
        doc = documents.get_for_owner(doc_id, req.context.user)
        if doc is None:
            raise falcon.HTTPNotFound()
        expires = int(time.time()) + 3600
        resp.media = {"url": f"/files/{doc_id}?expires={expires}&sig={sign(doc_id, expires)}"}


class FileResource:
    def on_get(self, req, resp, doc_id):
        expires = req.get_param_as_int("expires", required=True)
        sig = req.get_param("sig", required=True)
        if expires < time.time() or sig != sign(doc_id, expires):
            raise falcon.HTTPForbidden()
        doc = documents.get(doc_id)
        resp.content_type = doc.content_type
        resp.stream = open(doc.path, "rb")


app = falcon.App()
app.add_route("/documents/{doc_id:int}/link", LinkResource())
app.add_route("/files/{doc_id:int}", FileResource())
