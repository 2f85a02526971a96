import base64
import binascii
import hashlib
import hmac
import os
import pickle

import falcon

from .reports import fetch_page

SIGNING_KEY = os.environ["REPORT_CURSOR_KEY"].encode()
PAGE_SIZE = 50


class CursorError(Exception):
    pass


class CursorCodec:
    def __init__(self, key=SIGNING_KEY):
        self.key = key

    def _mac(self, blob):
        return hmac.new(self.key, blob, hashlib.sha256).digest()

    def dump(self, state):
        blob = pickle.dumps(state)
        return base64.urlsafe_b64encode(self._mac(blob) + blob).decode()

    def load(self, token):
        try:
            raw = base64.urlsafe_b64decode(token.encode())
        except (binascii.Error, ValueError) as exc:
            raise CursorError("malformed cursor") from exc
        mac, blob = raw[:32], raw[32:]
        if len(mac) != 32 or not hmac.compare_digest(mac, self._mac(blob)):
            raise CursorError("cursor signature mismatch")
        return pickle.loads(blob)


class ReportPages:
    def __init__(self, codec):
        self.codec = codec

    def _state(self, req):
        token = req.get_param("cursor")
        if not token:
            return {"offset": 0, "status": req.get_param("status", default="open")}
        try:
            return self.codec.load(token)
        except CursorError as exc:
            raise falcon.HTTPBadRequest(title="invalid cursor", description=str(exc))

    def on_get(self, req, resp):
        state = self._state(req)
        rows = fetch_page(status=state["status"], offset=state["offset"], limit=PAGE_SIZE)
        following = None
        if len(rows) == PAGE_SIZE:
            following = self.codec.dump({**state, "offset": state["offset"] + PAGE_SIZE})
        resp.media = {"rows": rows, "next": following}


class PingResource:
    def on_get(self, req, resp):
        resp.media = {"pong": True}


app = falcon.App()
app.add_route("/reports", ReportPages(CursorCodec()))
app.add_route("/ping", PingResource())
