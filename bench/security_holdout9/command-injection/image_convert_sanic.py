import asyncio
import logging
import os
import shlex
import uuid

from sanic import Sanic
from sanic.exceptions import SanicException
from sanic.response import json

app = Sanic("imaging")
log = logging.getLogger("imaging")

UPLOAD_DIR = "/srv/uploads"
OUTPUT_DIR = "/srv/converted"
FORMATS = {"png", "jpg", "webp", "gif"}
MAX_WIDTH = 4096


def output_path(fmt):
    return os.path.join(OUTPUT_DIR, f"{uuid.uuid4().hex}.{fmt}")


async def run_shell(cmd):
    proc = await asyncio.create_subprocess_shell(
        cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    out, err = await proc.communicate()
    return proc.returncode, err.decode()


@app.get("/formats")
async def formats(request):
    return json(sorted(FORMATS))


@app.post("/convert")
async def convert(request):
    body = request.json or {}
    source = body.get("source", "")
    fmt = str(body.get("format", "png")).lower()
    width = body.get("width", 800)
    if fmt not in FORMATS:
        raise SanicException("bad format", status_code=400)
    try:
        width = min(int(width), MAX_WIDTH)
    except (TypeError, ValueError):
        raise SanicException("bad width", status_code=400)
    src = os.path.join(UPLOAD_DIR, os.path.basename(source))
    dst = output_path(fmt)
    cmd = "convert {} -resize {}x {}".format(shlex.quote(src), width, shlex.quote(dst))
    log.info("converting %s", src)
    code, err = await run_shell(cmd)
    if code != 0:
        return json({"ok": False, "error": err[:200]}, status=500)
    return json({"ok": True, "file": os.path.basename(dst)})
