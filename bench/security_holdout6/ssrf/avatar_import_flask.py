from dataclasses import dataclass
from typing import Optional
from urllib.parse import urlparse

import requests
from flask import Flask, jsonify, request

ALLOWED_AVATAR_HOSTS = frozenset(
    {
        "avatars.githubusercontent.com",
        "secure.gravatar.com",
        "lh3.googleusercontent.com",
    }
)
MAX_AVATAR_BYTES = 2 * 1024 * 1024

app = Flask(__name__)


class AvatarSourceError(ValueError):
    pass


@dataclass
class AvatarSource:
    url: str
    host: str


def validate_avatar_url(raw: str) -> AvatarSource:
    parsed = urlparse(raw)
    if parsed.scheme != "https":
        raise AvatarSourceError("avatar URL must use https")
    if parsed.hostname not in ALLOWED_AVATAR_HOSTS:
        raise AvatarSourceError("avatar host is not supported")
    if parsed.username or parsed.password or parsed.port not in (None, 443):
        raise AvatarSourceError("credentials and custom ports are not allowed")
    return AvatarSource(url=parsed.geturl(), host=parsed.hostname)


class AvatarImporter:
    def __init__(self, session: Optional[requests.Session] = None):
        self.session = session or requests.Session()

    def download(self, source: AvatarSource) -> bytes:
        resp = self.session.get(source.url, timeout=5, allow_redirects=False, stream=True)
        resp.raise_for_status()
        data = resp.raw.read(MAX_AVATAR_BYTES + 1, decode_content=True)
        if len(data) > MAX_AVATAR_BYTES:
            raise AvatarSourceError("avatar too large")
        return data


importer = AvatarImporter()


@app.route("/me/avatar/import", methods=["POST"])
def import_avatar():
    try:
        source = validate_avatar_url(request.form.get("url", ""))
        image = importer.download(source)
    except ValueError as exc:
        return jsonify(error=str(exc)), 400
    except requests.RequestException:
        return jsonify(error="could not download avatar"), 502
    return jsonify(host=source.host, bytes=len(image)), 201
