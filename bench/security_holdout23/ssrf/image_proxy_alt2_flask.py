import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)
CDN_ORIGIN = "https://media.shop.example"


@app.route("/img")
def proxy_image():
    src = request.args.get("src", "")
    if not src.startswith(CDN_ORIGIN):
        abort(403)
    upstream = requests.get(src, timeout=5, stream=True)
    if upstream.status_code != 200:
        abort(502)
    return Response(
        upstream.iter_content(65536),
        content_type=upstream.headers.get("Content-Type", "application/octet-stream"),
    )
