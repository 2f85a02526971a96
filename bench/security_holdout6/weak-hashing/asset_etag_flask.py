import hashlib
from pathlib import Path

from flask import Flask, Response, abort, request

app = Flask(__name__)
BUNDLE_DIR = Path("/srv/app/static/bundles")
BUNDLES = {"app": "app.min.js", "vendor": "vendor.min.js"}


@app.route("/bundles/<name>.js")
def js_bundle(name):
    filename = BUNDLES.get(name)
    if filename is None:
        abort(404)
    content = (BUNDLE_DIR / filename).read_bytes()
    etag = hashlib.md5(content, usedforsecurity=False).hexdigest()
    if request.if_none_match.contains(etag):
        return Response(status=304)
    resp = Response(content, mimetype="application/javascript")
    resp.set_etag(etag)
    return resp
