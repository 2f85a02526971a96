import re
import subprocess
from pathlib import Path

from celery import shared_task

MEDIA = Path("/srv/media")
SIZE_RE = re.compile(r"^\d{1,4}x\d{1,4}$")


@shared_task(bind=True, acks_late=True)
def make_thumbnail(self, upload_id, size="256x256"):
    if not SIZE_RE.fullmatch(size):
        raise ValueError("bad size")
    source = MEDIA / "uploads" / f"{int(upload_id)}.jpg"
    target = MEDIA / "thumbs" / f"{int(upload_id)}_{size}.jpg"
    argv = ["convert", str(source), "-thumbnail", size, str(target)]
    completed = subprocess.run(argv, check=False, capture_output=True, timeout=60)
    if completed.returncode != 0:
        raise self.retry(countdown=10, max_retries=2)
    return str(target)
