from urllib.parse import urlparse, urlunparse

import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)
LABEL_HOSTS = {"labels.parcelnet.example", "api.swiftfreight.example", "print.nordicpost.example"}


def _allowed_label_url(raw):
    parsed = urlparse(raw)
    if parsed.scheme != "https" or parsed.hostname not in LABEL_HOSTS or parsed.port not in (None, 443):
        return None
    return urlunparse(("https", parsed.hostname, parsed.path, "", parsed.query, ""))


@app.get("/labels/proxy")
def proxy_label():
    url = _allowed_label_url(request.args.get("src", ""))
    if url is None:
        abort(400, "label host not permitted")
    upstream = requests.get(url, timeout=10, allow_redirects=False)
    if upstream.status_code != 200:
        abort(502)
    return Response(upstream.content, mimetype="application/pdf")
