import io
import logging
import pickle
import time
from typing import Any, Dict

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

log = logging.getLogger("notebooks")

SNAPSHOTS: Dict[str, Dict[str, Any]] = {}
MAX_UPLOAD = 5 * 1024 * 1024


class SnapshotError(Exception):
    pass


class SnapshotCodec:
    version = 2

    def dump(self, state: Dict[str, Any]) -> bytes:
        return pickle.dumps({"version": self.version, "state": state})

    def load(self, stream) -> Dict[str, Any]:
        envelope = pickle.load(stream)
        if envelope.get("version") != self.version:
            raise SnapshotError("unsupported snapshot version")
        return envelope["state"]


codec = SnapshotCodec()


async def upload_snapshot(request: Request):
    form = await request.form()
    upload = form.get("snapshot")
    if upload is None:
        return JSONResponse({"error": "snapshot file required"}, status_code=400)
    data = await upload.read()
    if len(data) > MAX_UPLOAD:
        return JSONResponse({"error": "too large"}, status_code=413)
    try:
        state = codec.load(io.BytesIO(data))
    except SnapshotError as exc:
        return JSONResponse({"error": str(exc)}, status_code=422)
    name = request.path_params["name"]
    SNAPSHOTS[name] = {"state": state, "restored_at": time.time()}
    log.info("restored snapshot %s with %d cells", name, len(state.get("cells", [])))
    return JSONResponse({"name": name, "cells": len(state.get("cells", []))})


async def list_snapshots(request: Request):
    return JSONResponse({k: v["restored_at"] for k, v in SNAPSHOTS.items()})


app = Starlette(routes=[
    Route("/snapshots", list_snapshots),
    Route("/snapshots/{name}", upload_snapshot, methods=["POST"]),
])
