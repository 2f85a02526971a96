import base64
import hashlib
import hmac
import os
import pickle
import time

from sanic import Blueprint, Sanic
from sanic.exceptions import Forbidden, SanicException
from sanic.response import json

bp = Blueprint("snapshots", url_prefix="/cache/snapshots")


class SnapshotSigner:
    def __init__(self, key: bytes):
        if len(key) < 32:
            raise ValueError("snapshot key too short")
        self.key = key

    def sign(self, blob: bytes) -> str:
        mac = hmac.new(self.key, blob, hashlib.sha256).hexdigest()
        return mac + "." + base64.b64encode(blob).decode()

    def unwrap(self, token: str) -> bytes:
        mac, _, body = token.partition(".")
        blob = base64.b64decode(body.encode())
        expected = hmac.new(self.key, blob, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(mac, expected):
            raise Forbidden("signature mismatch")
        return blob


class SnapshotService:
    def __init__(self, signer: SnapshotSigner, store: dict):
        self.signer = signer
        self.store = store

    def export(self) -> str:
        return self.signer.sign(pickle.dumps({"at": time.time(), "entries": dict(self.store)}))

    def restore(self, token: str) -> int:
        blob = self.signer.unwrap(token)
        snapshot = pickle.loads(blob)
        self.store.clear()
        self.store.update(snapshot["entries"])
        return len(self.store)


@bp.get("/")
async def export_snapshot(request):
    return json({"token": request.app.ctx.snapshots.export()})


@bp.post("/restore")
async def restore_snapshot(request):
    token = (request.json or {}).get("token")
    if not isinstance(token, str):
        raise SanicException("token required", status_code=400)
    restored = request.app.ctx.snapshots.restore(token)
    return json({"restored": restored})


app = Sanic("cache_admin")
app.blueprint(bp)


@app.before_server_start
async def setup(app, _loop):
    signer = SnapshotSigner(os.environ["SNAPSHOT_KEY"].encode())
    app.ctx.snapshots = SnapshotService(signer, {})
