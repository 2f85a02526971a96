import asyncio
import json
import uuid
from pathlib import Path

from quart import Quart, abort, jsonify, request

app = Quart(__name__)
MEDIA_ROOT = Path("/srv/media/originals")

PROBE_FIELDS = {
    "format": "format=duration,size,bit_rate",
    "streams": "stream=codec_name,width,height",
    "audio": "stream=codec_name,sample_rate,channels",
}


def media_path(media_id: str) -> Path:
    try:
        ident = uuid.UUID(media_id)
    except ValueError:
        abort(404)
    return MEDIA_ROOT / f"{ident}.mp4"


@app.get("/media")
async def list_media():
    items = sorted(p.stem for p in MEDIA_ROOT.glob("*.mp4"))
    return jsonify({"media": items})


@app.post("/media/<media_id>/probe")
async def probe_media(media_id):
    payload = await request.get_json(silent=True) or {}
    entries = PROBE_FIELDS.get(payload.get("section", "format"))
    if entries is None:
        abort(400)
    path = media_path(media_id)
    if not path.exists():
        abort(404)
    proc = await asyncio.create_subprocess_exec(
        "ffprobe", "-v", "error", "-show_entries", entries, "-of", "json", str(path),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), timeout=30)
    if proc.returncode != 0:
        return jsonify({"error": err.decode(errors="replace")[:500]}), 422
    return jsonify(json.loads(out or b"{}"))


@app.delete("/media/<media_id>")
async def delete_media(media_id):
    path = media_path(media_id)
    if path.exists():
        path.unlink()
    return "", 204
