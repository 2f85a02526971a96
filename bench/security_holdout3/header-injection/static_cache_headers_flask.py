import hashlib
from pathlib import Path

from flask import Flask, Response, abort, current_app, request

app = Flask(__name__)
app.config.setdefault("ASSET_CACHE_POLICY", "public, max-age=31536000, immutable")
ASSET_DIR = Path(__file__).parent / "build" / "assets"


@app.route("/assets/<name>")
def asset(name):
    path = (ASSET_DIR / name).resolve()
    if path.parent != ASSET_DIR.resolve() or not path.is_file():
        abort(404)
    data = path.read_bytes()
    etag = hashlib.sha256(data).hexdigest()[:32]
    if request.if_none_match.contains(etag):
        return Response(status=304)
    resp = Response(data, mimetype="application/javascript" if name.endswith(".js") else "text/css")
    resp.headers["Cache-Control"] = current_app.config["ASSET_CACHE_POLICY"]
    resp.headers["ETag"] = f'"{etag}"'
    return resp
