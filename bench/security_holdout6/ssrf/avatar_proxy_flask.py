from dataclasses import dataclass
from typing import Optional, Tuple
from urllib.parse import urlencode

import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)

AVATAR_SERVICE = "https://avatars.internal.example.com"
SIZES = {"small": 32, "medium": 96, "large": 256}
CACHE_SECONDS = 3600


@dataclass(frozen=True)
class AvatarRequest:
    user_id: int
    size: int

    @classmethod
    def from_args(cls, user_id: int, args) -> "AvatarRequest":
        size = SIZES.get(args.get("size", "medium"))
        if size is None:
            raise ValueError("unknown size")
        return cls(user_id=user_id, size=size)

    def upstream_url(self) -> str:
        return f"{AVATAR_SERVICE}/v1/users/{self.user_id}/avatar?{urlencode({'s': self.size})}"


class AvatarClient:
    def __init__(self, session: Optional[requests.Session] = None):
        self.session = session or requests.Session()

    def fetch(self, req: AvatarRequest) -> Optional[Tuple[bytes, str]]:
        upstream = self.session.get(
            req.upstream_url(),
            timeout=4,
            allow_redirects=False,
        )
        if upstream.status_code != 200:
            return None
        return upstream.content, upstream.headers.get("Content-Type", "image/png")


client = AvatarClient()


@app.route("/users/<int:user_id>/avatar")
def user_avatar(user_id):
    try:
        avatar_request = AvatarRequest.from_args(user_id, request.args)
    except ValueError:
        abort(400)
    result = client.fetch(avatar_request)
    if result is None:
        abort(404)
    body, content_type = result
    if not content_type.startswith("image/"):
        abort(502)
    return Response(body, mimetype=content_type, headers={"Cache-Control": f"public, max-age={CACHE_SECONDS}"})
