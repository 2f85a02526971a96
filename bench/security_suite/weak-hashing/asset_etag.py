import hashlib

from flask import Flask, request, send_file

app = Flask(__name__)
BUNDLE = "/srv/static/app.bundle.js"


@app.route("/static/app.js")
def app_bundle():
    with open(BUNDLE, "rb") as handle:
        etag = hashlib.md5(handle.read(), usedforsecurity=False).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return "", 304
    response = send_file(BUNDLE)
    response.set_etag(etag)
    return response
