import requests
from flask import Flask, Response, request

app = Flask(__name__)


class AvatarSource:
    def __init__(self, url):
        self.url = url

    @classmethod
    def from_param(cls, value):
        return cls(value.strip())


@app.route("/profile/avatar/preview")
def preview_avatar():
    source = AvatarSource.from_param(request.args.get("url", ""))
    upstream = requests.get(source.url, timeout=5)
    return Response(upstream.content, mimetype=upstream.headers.get("Content-Type", "image/png"))
