import base64

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
MAX_AVATAR = 2 * 1024 * 1024


def normalise(url: str) -> str:
    url = url.strip()
    return url if url.startswith(("http://", "https://")) else f"https://{url}"


@app.post("/profile/avatar")
def import_avatar():
    source = normalise(request.form.get("avatar_url", ""))
    r = requests.get(source, timeout=10, stream=True)
    if r.status_code != 200 or not r.headers.get("Content-Type", "").startswith("image/"):
        abort(422)
    data = r.raw.read(MAX_AVATAR + 1, decode_content=True)
    if len(data) > MAX_AVATAR:
        abort(413)
    return jsonify(avatar=base64.b64encode(data).decode())
