import os
import subprocess
import uuid

from flask import Flask, abort, request, send_file

app = Flask(__name__)
app.config.from_object("settings.ImageConfig")


def resize_command(src, dst, geometry):
    return f"convert {src} -resize {geometry} -strip {dst}"


@app.post("/images/thumbnail")
def thumbnail():
    upload = request.files.get("image")
    if upload is None:
        abort(400)
    geometry = request.form.get("size", "200x200")
    work_dir = app.config["IMAGE_WORK_DIR"]
    src = os.path.join(work_dir, f"{uuid.uuid4().hex}.img")
    dst = os.path.join(work_dir, f"{uuid.uuid4().hex}.png")
    upload.save(src)
    subprocess.run(
        resize_command(src, dst, geometry),
        shell=True,
        check=True,
        timeout=30,
    )
    return send_file(dst, mimetype="image/png")
