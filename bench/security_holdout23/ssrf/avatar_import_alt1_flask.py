from urllib.parse import urlsplit, urlunsplit

import requests
from flask import Flask, abort, request
from flask_login import current_user, login_required

app = Flask(__name__)
AVATAR_HOSTS = frozenset({"avatars.githubusercontent.com", "www.gravatar.com", "lh3.googleusercontent.com"})


@app.post("/profile/avatar/import")
@login_required
def import_avatar():
    parts = urlsplit(request.form.get("url", ""))
    if parts.scheme != "https" or parts.hostname not in AVATAR_HOSTS:
        abort(400)
    if parts.username or parts.password or parts.port not in (None, 443):
        abort(400)
    url = urlunsplit(("https", parts.hostname, parts.path or "/", parts.query, ""))
    resp = requests.get(url, timeout=5, allow_redirects=False)
    if resp.status_code != 200 or not resp.headers.get("Content-Type", "").startswith("image/"):
        abort(422)
    current_user.save_avatar(resp.content)
    return "", 204
