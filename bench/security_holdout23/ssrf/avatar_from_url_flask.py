import io

import requests
from flask import Flask, abort, request, send_file
from PIL import Image

app = Flask(__name__)


@app.route("/profile/avatar/preview", methods=["POST"])
def preview_avatar():
    image_url = request.form.get("image_url", "").strip()
    if not image_url:
        abort(400)
    upstream = requests.get(image_url, timeout=5)
    upstream.raise_for_status()
    img = Image.open(io.BytesIO(upstream.content))
    img.thumbnail((256, 256))
    out = io.BytesIO()
    img.save(out, format="PNG")
    out.seek(0)
    return send_file(out, mimetype="image/png")
