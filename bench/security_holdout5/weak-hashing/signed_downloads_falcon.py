import hashlib
import hmac
import os
import time

import falcon

SIGNING_KEY = os.environ["DOWNLOAD_SIGNING_KEY"].encode()
STORE = "/srv/downloads"


def sign(name, expires):
    return hashlib.md5(SIGNING_KEY + f"{name}:{expires}".encode()).hexdigest()


class SignedDownloadResource:
    def on_get(self, req, resp, name):
        expires = req.get_param_as_int("expires", required=True)
        sig = req.get_param("sig", required=True)
        if expires < time.time() or not hmac.compare_digest(sig, sign(name, expires)):
            raise falcon.HTTPForbidden(description="link expired or invalid")
        path = os.path.join(STORE, os.path.basename(name))
        if not os.path.isfile(path):
            raise falcon.HTTPNotFound()
        resp.content_type = "application/octet-stream"
        resp.stream = open(path, "rb")
        resp.content_length = os.path.getsize(path)


app = falcon.App()
app.add_route("/dl/{name}", SignedDownloadResource())
