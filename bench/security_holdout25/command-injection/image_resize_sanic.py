import subprocess
import uuid
from pathlib import Path

from sanic import Sanic, json
from sanic.exceptions import BadRequest

app = Sanic("resizer")
UPLOADS = Path("/srv/uploads")
PRESETS = {
    "thumb": ["-resize", "128x128^", "-gravity", "center", "-extent", "128x128"],
    "medium": ["-resize", "640x640>"],
    "large": ["-resize", "1600x1600>"],
}


def convert_args(src: Path, dst: Path, preset: str) -> list[str]:
    if preset not in PRESETS:
        raise BadRequest("unknown preset")
    return ["convert", str(src), *PRESETS[preset], str(dst)]


@app.post("/images/resize")
async def resize(request):
    upload = request.files["image"][0]
    src = UPLOADS / f"{uuid.uuid4().hex}.png"
    src.write_bytes(upload.body)
    dst = src.with_name(src.stem + "_out.png")
    subprocess.run(convert_args(src, dst, request.args.get("preset", "thumb")), check=True, timeout=30)
    return json({"file": dst.name})
