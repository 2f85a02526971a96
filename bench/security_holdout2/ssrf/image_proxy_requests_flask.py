import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)


@app.get("/img")
def image_proxy():
    src = request.args.get("src")
    if not src:
        abort(400)
    upstream = requests.get(src, timeout=5, stream=True)
    if upstream.status_code != 200:
        abort(502)
    return Response(
        upstream.iter_content(chunk_size=8192),
        content_type=upstream.headers.get("Content-Type", "application/octet-stream"),
        headers={"Cache-Control": "public, max-age=86400"},
    )
