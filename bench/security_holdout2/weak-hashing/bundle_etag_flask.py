import hashlib
from pathlib import Path

from flask import Flask, Response, abort, request

app = Flask(__name__)
BUILD_DIR = Path(app.root_path) / "build"
_etag_cache = {}


def etag_for(path: Path) -> str:
    key = (str(path), path.stat().st_mtime_ns)
    if key not in _etag_cache:
        _etag_cache[key] = hashlib.md5(path.read_bytes()).hexdigest()
    return _etag_cache[key]


@app.get("/assets/app.js")
def app_bundle():
    path = BUILD_DIR / "app.js"
    if not path.exists():
        abort(404)
    tag = etag_for(path)
    if request.if_none_match.contains(tag):
        return Response(status=304)
    resp = Response(path.read_bytes(), mimetype="application/javascript")
    resp.set_etag(tag)
    resp.cache_control.max_age = 300
    return resp
