import subprocess
from pathlib import Path

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
MEDIA_ROOT = Path("/srv/newsroom/media")


@app.post("/api/clips/<int:clip_id>/thumbnail")
def make_thumbnail(clip_id):
    body = request.get_json(silent=True) or {}
    offset = body.get("offset", "00:00:05")
    size = body.get("size", "640x360")
    source = MEDIA_ROOT / "clips" / f"{clip_id}.mp4"
    if not source.exists():
        abort(404)
    target = MEDIA_ROOT / "thumbs" / f"{clip_id}.jpg"
    cmd = f"ffmpeg -y -ss {offset} -i {source} -vframes 1 -s {size} {target}"
    proc = subprocess.run(cmd, shell=True, capture_output=True, timeout=60)
    if proc.returncode != 0:
        return jsonify({"error": "transcode failed"}), 500
    return jsonify({"thumbnail": f"/media/thumbs/{clip_id}.jpg"})
