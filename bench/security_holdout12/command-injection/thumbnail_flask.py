import os
import shlex
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)
app.config.update(UPLOAD_DIR="/srv/uploads", THUMB_DIR="/srv/thumbs")


def thumbnail_command(name, size):
    src = os.path.join(app.config["UPLOAD_DIR"], name)
    dst = os.path.join(app.config["THUMB_DIR"], name)
    parts = ["convert", src, "-thumbnail", f"{size}x{size}", dst]
    return " ".join(shlex.quote(p) for p in parts)


@app.post("/thumbnails")
def make_thumbnail():
    name = os.path.basename(request.form["image"])
    size = request.form.get("size", type=int, default=128)
    cmd = thumbnail_command(name, max(16, min(size, 512)))
    code = subprocess.call(cmd, shell=True)
    return jsonify({"created": code == 0, "name": name})
