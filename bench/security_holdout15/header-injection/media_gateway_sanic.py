import mimetypes
import os

from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.response import json, raw

app = Sanic("media_gateway")
MEDIA_ROOT = "/srv/media/public"
LANGUAGES = {"en", "de", "fr"}


def read_asset(asset_id: str) -> bytes:
    if not asset_id.isalnum():
        raise NotFound("asset")
    path = os.path.join(MEDIA_ROOT, asset_id)
    if not os.path.isfile(path):
        raise NotFound("asset")
    with open(path, "rb") as fh:
        return fh.read()


@app.get("/media/<asset_id>")
async def media(request, asset_id: str):
    data = read_asset(asset_id)
    mime = mimetypes.guess_type(asset_id)[0] or "application/octet-stream"
    headers = {"Cache-Control": "public, max-age=3600"}
    lang = request.args.get("lang")
    if lang in LANGUAGES:
        headers["Content-Language"] = lang
    return raw(data, content_type=mime, headers=headers)


@app.get("/media/<asset_id>/download")
async def download(request, asset_id: str):
    data = read_asset(asset_id)
    save_as = request.args.get("save_as", asset_id)
    response = raw(data, content_type="application/octet-stream")
    response.headers["Content-Disposition"] = "attachment; filename=" + save_as
    response.headers["X-Asset-Id"] = asset_id
    return response


@app.get("/media/<asset_id>/meta")
async def meta(request, asset_id: str):
    data = read_asset(asset_id)
    return json({"id": asset_id, "bytes": len(data), "type": mimetypes.guess_type(asset_id)[0]})
