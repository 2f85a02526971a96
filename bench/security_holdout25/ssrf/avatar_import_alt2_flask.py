import requests
from flask import Flask, abort, jsonify, request

from storage import save_avatar

app = Flask(__name__)
CDN_PREFIX = "https://cdn.example.com"


@app.route("/api/profile/avatar", methods=["PUT"])
def import_avatar():
    body = request.get_json(force=True)
    url = body.get("avatar_url", "")
    if not url.startswith(CDN_PREFIX):
        abort(400, "avatars must come from our CDN")
    resp = requests.get(url, timeout=5, stream=True)
    resp.raise_for_status()
    if not resp.headers.get("Content-Type", "").startswith("image/"):
        abort(415)
    key = save_avatar(resp.raw, max_bytes=2_000_000)
    return jsonify({"avatar": key})
