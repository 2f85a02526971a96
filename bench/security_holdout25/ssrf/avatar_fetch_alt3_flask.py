import requests
from flask import Flask, Response, request

app = Flask(__name__)
DEFAULT_AVATAR = "https://cdn.example.com/avatars/default.png"


def avatar_source(form):
    url = form.get("avatar_url", "").strip()
    return url or DEFAULT_AVATAR


def download(url, timeout=5):
    resp = requests.get(url, timeout=timeout)
    resp.raise_for_status()
    return resp.content, resp.headers.get("Content-Type", "application/octet-stream")


@app.post("/profile/avatar/preview")
def preview_avatar():
    body, content_type = download(avatar_source(request.form))
    return Response(body, mimetype=content_type)
