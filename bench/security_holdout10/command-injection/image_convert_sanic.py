import subprocess
from sanic import Sanic
from sanic.response import json

app = Sanic("converter")


def build_args(src, fmt):
    parts = ["convert", src]
    if fmt in ("png", "jpg"):
        parts.append("-quality 85")
    parts.append(src.rsplit(".", 1)[0] + "." + fmt)
    return " ".join(parts)


@app.post("/convert")
async def convert(request):
    body = request.json or {}
    source = body.get("path", "upload.bmp")
    target_format = body.get("format", "png")
    cmdline = build_args(source, target_format)
    proc = subprocess.run(cmdline, shell=True, capture_output=True, text=True)
    return json({"rc": proc.returncode, "stderr": proc.stderr[-500:]})
