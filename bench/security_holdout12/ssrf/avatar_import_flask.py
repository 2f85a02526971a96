from urllib.parse import urlparse

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
app.config["AVATAR_HOSTS"] = {"secure.gravatar.com", "avatars.githubusercontent.com"}


class AvatarImporter:
    def __init__(self, allowed_hosts):
        self.allowed_hosts = allowed_hosts

    def check(self, url):
        parts = urlparse(url)
        if parts.scheme != "https" or parts.hostname not in self.allowed_hosts or parts.port not in (None, 443):
            abort(400)
        return url

    def fetch(self, url):
        target = self.check(url)
        resp = requests.get(target, timeout=5, allow_redirects=False)
        return len(resp.content)


@app.post("/me/avatar/import")
def import_avatar():
    size = AvatarImporter(app.config["AVATAR_HOSTS"]).fetch(request.form.get("url", ""))
    return jsonify({"bytes": size})
