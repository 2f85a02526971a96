import hashlib
import logging
import os

from flask import Flask, Response, abort, request

app = Flask(__name__)
app.config.update(ASSET_DIR=os.environ.get("ASSET_DIR", "/srv/app/assets"), ASSET_MAX_AGE=86400)
log = logging.getLogger("assets")

_etag_cache = {}
CONTENT_TYPES = {".css": "text/css", ".js": "application/javascript", ".svg": "image/svg+xml"}


def read_asset(name):
    if name not in os.listdir(app.config["ASSET_DIR"]):
        abort(404)
    with open(os.path.join(app.config["ASSET_DIR"], name), "rb") as fh:
        return fh.read()


def etag_for(name, content):
    mtime = os.path.getmtime(os.path.join(app.config["ASSET_DIR"], name))
    key = (name, mtime)
    if key not in _etag_cache:
        _etag_cache[key] = hashlib.md5(content, usedforsecurity=False).hexdigest()
    return _etag_cache[key]


@app.route("/assets/<name>")
def asset(name):
    content = read_asset(name)
    etag = etag_for(name, content)
    if request.if_none_match.contains(etag):
        return Response(status=304)
    ext = os.path.splitext(name)[1]
    resp = Response(content, content_type=CONTENT_TYPES.get(ext, "application/octet-stream"))
    resp.set_etag(etag)
    resp.cache_control.public = True
    resp.cache_control.max_age = app.config["ASSET_MAX_AGE"]
    return resp


@app.route("/assets/manifest.json")
def manifest():
    names = sorted(os.listdir(app.config["ASSET_DIR"]))
    log.debug("manifest with %d assets", len(names))
    return {name: etag_for(name, read_asset(name)) for name in names}
