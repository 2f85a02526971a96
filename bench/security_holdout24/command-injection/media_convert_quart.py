import asyncio
import os
import subprocess
import uuid

from quart import Quart, abort, jsonify, request, send_file

app = Quart(__name__)
UPLOAD_DIR = "/var/media/uploads"
OUTPUT_DIR = "/var/media/out"
PRESETS = {"720p": "1280:720", "480p": "854:480", "360p": "640:360"}


@app.post("/media")
async def upload():
    files = await request.files
    media = files.get("file")
    if media is None:
        abort(400)
    media_id = uuid.uuid4().hex
    await media.save(os.path.join(UPLOAD_DIR, media_id))
    return jsonify({"id": media_id}), 201


def transcode(src, dst, scale, extra_filter):
    vf = f"scale={scale}"
    if extra_filter:
        vf += "," + extra_filter
    cmd = f"ffmpeg -y -loglevel error -i {src} -vf '{vf}' -c:a copy {dst}"
    return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=600)


@app.post("/media/<media_id>/convert")
async def convert(media_id):
    if not media_id.isalnum():
        abort(404)
    form = await request.form
    preset_name = form.get("preset", "720p")
    scale = PRESETS.get(preset_name)
    if scale is None:
        abort(400)
    src = os.path.join(UPLOAD_DIR, media_id)
    dst = os.path.join(OUTPUT_DIR, f"{media_id}-{preset_name}.mp4")
    result = await asyncio.to_thread(transcode, src, dst, scale, form.get("filter", ""))
    if result.returncode != 0:
        return jsonify({"error": result.stderr[-500:]}), 422
    return jsonify({"output": os.path.basename(dst)})


@app.get("/media/<media_id>/<preset>.mp4")
async def download(media_id, preset):
    if not media_id.isalnum() or preset not in PRESETS:
        abort(404)
    path = os.path.join(OUTPUT_DIR, f"{media_id}-{preset}.mp4")
    if not os.path.exists(path):
        abort(404)
    return await send_file(path, mimetype="video/mp4")
