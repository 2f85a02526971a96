from urllib.parse import urlsplit, urlunsplit

import requests
from flask import Flask, abort, request

app = Flask(__name__)
AVATAR_HOSTS = {"avatars.githubusercontent.com", "secure.gravatar.com", "cdn.acme-static.net"}


def pinned_url(raw):
    parts = urlsplit(raw)
    if parts.scheme != "https" or parts.hostname not in AVATAR_HOSTS:
        return None
    return urlunsplit(("https", parts.hostname, parts.path or "/", parts.query, ""))


@app.route("/profile/avatar/import", methods=["POST"])
def import_avatar():
    url = pinned_url(request.form.get("avatar_url", ""))
    if url is None:
        abort(400, "avatar host not allowed")
    resp = requests.get(url, timeout=5, allow_redirects=False)
    if resp.status_code != 200 or not resp.headers.get("Content-Type", "").startswith("image/"):
        abort(422)
    return {"bytes": len(resp.content)}
