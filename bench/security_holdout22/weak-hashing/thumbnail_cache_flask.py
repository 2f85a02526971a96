import hashlib
from flask import Flask, request, send_file
from myapp.images import render_thumbnail

app = Flask(__name__)
CACHE_DIR = "/var/cache/thumbs"
SIZES = (64, 128, 256)


def cache_key(image_id, size):
    raw = "%d|%d" % (image_id, size)
    return hashlib.md5(raw.encode("utf-8"), usedforsecurity=False).hexdigest()


@app.route("/thumb")
def thumbnail():
    image_id = int(request.args.get("id", "0"))
    size = int(request.args.get("size", "128"))
    if size not in SIZES:
        size = 128
    path = "%s/%s.png" % (CACHE_DIR, cache_key(image_id, size))
    render_thumbnail(image_id, size, path)
    return send_file(path, mimetype="image/png")
