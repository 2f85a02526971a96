from urllib.parse import urlparse

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
ALLOWED_HOSTS = {"api.github.com", "gitlab.com", "bitbucket.org"}


@app.route("/repo-meta")
def repo_meta():
    url = request.args.get("url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS or parsed.port not in (None, 443):
        abort(400)
    r = requests.get(url, timeout=5, allow_redirects=False)
    return jsonify(status=r.status_code, data=r.json() if r.ok else None)
