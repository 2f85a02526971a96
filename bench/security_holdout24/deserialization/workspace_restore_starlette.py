import hashlib
import hmac
import os
import pickle
import time
import uuid

from starlette.applications import Starlette
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

SNAPSHOT_KEY = os.environ["SNAPSHOT_SIGNING_KEY"].encode()
WORKSPACES = {}


def sign(blob: bytes) -> bytes:
    return hmac.new(SNAPSHOT_KEY, blob, hashlib.sha256).digest()


def new_workspace(owner):
    return {"id": uuid.uuid4().hex, "owner": owner, "variables": {}, "created": time.time()}


async def create_workspace(request):
    ws = new_workspace(request.headers.get("X-Authenticated-User", "anonymous"))
    WORKSPACES[ws["id"]] = ws
    return JSONResponse({"id": ws["id"]}, status_code=201)


async def download_snapshot(request):
    ws = WORKSPACES.get(request.path_params["ws_id"])
    if ws is None or ws["owner"] != request.headers.get("X-Authenticated-User"):
        return JSONResponse({"error": "not found"}, status_code=404)
    blob = pickle.dumps(ws)
    return Response(sign(blob) + blob, media_type="application/octet-stream")


async def restore_snapshot(request):
    form = await request.form()
    upload = form.get("snapshot")
    if upload is None:
        return JSONResponse({"error": "missing snapshot file"}, status_code=400)
    data = await upload.read()
    signature, blob = data[:32], data[32:]
    if len(signature) != 32 or not hmac.compare_digest(signature, sign(blob)):
        return JSONResponse({"error": "snapshot was not produced by this server"}, status_code=400)
    ws = pickle.loads(blob)
    ws["owner"] = request.headers.get("X-Authenticated-User", "anonymous")
    WORKSPACES[ws["id"]] = ws
    return JSONResponse({"id": ws["id"], "variables": sorted(ws["variables"])})


app = Starlette(routes=[
    Route("/workspaces", create_workspace, methods=["POST"]),
    Route("/workspaces/{ws_id}/snapshot", download_snapshot),
    Route("/workspaces/restore", restore_snapshot, methods=["POST"]),
])
