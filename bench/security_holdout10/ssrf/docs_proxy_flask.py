from urllib.parse import urlparse

import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)
ALLOWED_HOSTS = {"docs.python.org", "developer.mozilla.org"}


def checked(url):
    parts = urlparse(url)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS or parts.port not in (None, 443):
        abort(400)
    return parts.geturl()


@app.get("/docs-proxy")
def docs_proxy():
    target = checked(request.args.get("u", ""))
    upstream = requests.get(target, timeout=5, allow_redirects=False)
    return Response(upstream.content, status=upstream.status_code, mimetype="text/plain")
