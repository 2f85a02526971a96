from urllib.parse import urlsplit

import requests
from flask import Flask, abort, jsonify, request

from .storage import store_avatar

app = Flask(__name__)
ALLOWED_HOSTS = {"avatars.githubusercontent.com", "secure.gravatar.com", "lh3.googleusercontent.com"}


def validated(url):
    parts = urlsplit(url or "")
    if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS:
        abort(400, "avatar host not allowed")
    if parts.port not in (None, 443) or parts.username or parts.password:
        abort(400, "avatar url not allowed")
    return parts.geturl()


@app.post("/me/avatar/import")
def import_avatar():
    safe_url = validated((request.get_json(silent=True) or {}).get("url"))
    resp = requests.get(safe_url, timeout=5, allow_redirects=False, stream=True)
    if resp.status_code != 200 or not resp.headers.get("Content-Type", "").startswith("image/"):
        abort(422, "could not fetch an image")
    key = store_avatar(resp.raw.read(2 * 1024 * 1024))
    return jsonify({"avatar": key})
