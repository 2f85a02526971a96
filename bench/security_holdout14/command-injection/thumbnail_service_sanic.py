import re
import shlex
import subprocess
import uuid
from pathlib import Path

from sanic import Sanic
from sanic.exceptions import BadRequest, NotFound
from sanic.response import file, json

app = Sanic("thumbnails")
UPLOADS = Path("/srv/uploads")
THUMBS = Path("/srv/thumbs")
NAME_RE = re.compile(r"[A-Za-z0-9_-]{1,64}\.(png|jpe?g|webp)")


def parse_size(raw):
    try:
        size = int(raw)
    except (TypeError, ValueError):
        raise BadRequest("size must be an integer")
    if not 16 <= size <= 2048:
        raise BadRequest("size out of range")
    return size


@app.get("/healthz")
async def healthz(request):
    return json({"status": "ok"})


@app.post("/upload")
async def upload(request):
    incoming = request.files.get("image")
    if incoming is None:
        raise BadRequest("missing image")
    ext = Path(incoming.name).suffix.lower()
    if ext not in {".png", ".jpg", ".jpeg", ".webp"}:
        raise BadRequest("unsupported type")
    stored = f"{uuid.uuid4().hex}{ext}"
    (UPLOADS / stored).write_bytes(incoming.body)
    return json({"name": stored}, status=201)


@app.get("/thumb/<name>")
async def thumbnail(request, name: str):
    if not NAME_RE.fullmatch(name):
        raise BadRequest("bad image name")
    source = UPLOADS / name
    if not source.is_file():
        raise NotFound("no such image")
    size = parse_size(request.args.get("size", "256"))
    target = THUMBS / f"{size}_{name}"
    if not target.exists():
        cmd = "convert {} -thumbnail {}x{} {}".format(shlex.quote(str(source)), size, size, shlex.quote(str(target)))
        proc = subprocess.run(cmd, shell=True, capture_output=True, timeout=60)
        if proc.returncode != 0:
            raise BadRequest("conversion failed")
    return await file(str(target))
