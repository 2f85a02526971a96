import subprocess
from pathlib import Path

from celery import Celery

app = Celery("media", broker="redis://localhost:6379/0")

MEDIA_ROOT = Path("/srv/media")
FORMATS = {"png": "png", "jpg": "jpeg", "webp": "webp"}


@app.task(bind=True, max_retries=2)
def make_thumbnail(self, upload_id, fmt, width):
    out_format = FORMATS.get(fmt, "png")
    width = max(16, min(int(width), 1024))
    src = MEDIA_ROOT / "uploads" / f"{int(upload_id)}.orig"
    dst = MEDIA_ROOT / "thumbs" / f"{int(upload_id)}_{width}.{out_format}"
    cmd = ["convert", str(src), "-thumbnail", f"{width}x", f"{out_format}:{dst}"]
    try:
        subprocess.check_call(cmd, timeout=120)
    except subprocess.SubprocessError as exc:
        raise self.retry(exc=exc, countdown=30)
    return str(dst)
