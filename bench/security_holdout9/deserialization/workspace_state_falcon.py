import base64
import hashlib
import logging
import os
import pickle
import zlib

import falcon

log = logging.getLogger("workspace")

STATE_HEADER = "X-Workspace-State"


class WorkspaceState:
    def __init__(self, open_tabs=None, layout="grid", filters=None):
        self.open_tabs = open_tabs or []
        self.layout = layout
        self.filters = filters or {}

    def to_dict(self):
        return {"open_tabs": self.open_tabs, "layout": self.layout, "filters": self.filters}


class StateCodec:
    def encode(self, state):
        raw = zlib.compress(pickle.dumps(state))
        return base64.b64encode(raw).decode("ascii")

    def decode(self, blob):
        raw = zlib.decompress(base64.b64decode(blob))
        checksum = hashlib.sha256(raw).hexdigest()[:12]
        log.debug("restoring workspace state %s", checksum)
        return pickle.loads(raw)


codec = StateCodec()


class WorkspaceResource:
    def on_get(self, req, resp):
        blob = req.get_header(STATE_HEADER)
        state = codec.decode(blob) if blob else WorkspaceState()
        resp.media = state.to_dict()

    def on_put(self, req, resp):
        body = req.get_media() or {}
        state = WorkspaceState(
            open_tabs=list(body.get("open_tabs", []))[:20],
            layout=str(body.get("layout", "grid")),
            filters=dict(body.get("filters", {})),
        )
        resp.set_header(STATE_HEADER, codec.encode(state))
        resp.media = {"saved": True}


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True, "pid": os.getpid()}


app = falcon.App()
app.add_route("/workspace", WorkspaceResource())
app.add_route("/health", HealthResource())
