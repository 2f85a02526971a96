from urllib.parse import urlparse

import requests
from flask import Flask, request, abort, Response

app = Flask(__name__)

ALLOWED_HOSTS = frozenset({"avatars.example-cdn.com", "images.example-cdn.com"})


@app.route("/avatar/fetch", methods=["POST"])
def fetch_avatar():
    url = request.form.get("avatar_url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS or parsed.port not in (None, 443):
        abort(400)
    resp = requests.get(url, timeout=5, allow_redirects=False)
    return Response(resp.content, mimetype="image/png")
